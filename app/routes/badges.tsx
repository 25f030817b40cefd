import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Badges", description: "Badges you can earn on CleverPlay and the ones you already have." });

export default function Page() {
  return <ComingSoon title="Badges" />;
}
