import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "My Games", description: "Games you played recently and games you own." });

export default function Page() {
  return <ComingSoon title="My Games" />;
}
