import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Forgot Password", description: "Reset your CleverPlay password by e-mail." });

export default function Page() {
  return <ComingSoon title="Forgot Password" />;
}
