import { useRouteLoaderData } from "@remix-run/react";

/**
 * False for a child whose parent has not answered yet (root loader's user.awaitingParent): the
 * share buttons for social networks are hidden (the server refuses /share too); Copy Link stays,
 * so a friend can still be given a race's link by hand.
 */
/** Said where the networks would be, so the child knows why and what to do. */
export const SHARING_WAITS = "Sharing opens once a grown-up says yes.";

export function useSocialSharing(): boolean {
  // Read structurally: a component must not import the root route (an arrow back up).
  const root = useRouteLoaderData("root") as { user?: { awaitingParent?: boolean } | null } | undefined;
  return !root?.user?.awaitingParent;
}
