import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Clever Coin Store", description: "Spend Clever Coins on avatar frames and badges." });

export default function Page() {
  return <ComingSoon title="Clever Coin Store" />;
}
