import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "My Profile", description: "Your CleverPlay profile, coins, badges and settings." });

export default function Page() {
  return <ComingSoon title="My Profile" />;
}
