import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Leaderboard", description: "The best CleverPlay scores in math, reading, logic and premium games." });

export default function Page() {
  return <ComingSoon title="Leaderboard" />;
}
