import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/ComingSoon";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Join a Session", description: "Join a friend's two-player CleverPlay session with an invite code." });

export default function Page() {
  return <ComingSoon title="Join a Session" />;
}
