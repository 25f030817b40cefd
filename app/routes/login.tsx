import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { layout: false };
export const meta: MetaFunction = () => pageMeta({ title: "Sign In", description: "Sign in to CleverPlay to save your scores and earn Clever Coins." });

export default function Page() {
  return <ComingSoon title="Sign In" />;
}
