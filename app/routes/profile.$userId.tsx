import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Player Profile", description: "A CleverPlay player's achievements and badges." });

export default function Page() {
  return <ComingSoon title="Player Profile" />;
}
