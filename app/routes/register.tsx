import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { layout: false };
export const meta: MetaFunction = () => pageMeta({ title: "Create Account", description: "Create a free CleverPlay account and get 100 free Clever Coins." });

export default function Page() {
  return <ComingSoon title="Create Account" />;
}
