import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Payment", description: "The result of your premium game purchase." });

export default function Page() {
  return <ComingSoon title="Payment" />;
}
