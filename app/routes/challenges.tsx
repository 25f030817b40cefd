import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Daily Challenges", description: "Six new challenges every day, 10 Clever Coins each." });

export default function Page() {
  return <ComingSoon title="Daily Challenges" />;
}
