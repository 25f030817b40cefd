import { useAwaitingParent } from "./use-awaiting-parent";

/**
 * False for a child whose parent has not answered yet (use-awaiting-parent.ts): the share buttons
 * for social networks are hidden (the server refuses /share too); Copy Link stays, so a friend can
 * still be given a race's link by hand.
 */
/** Said where the networks would be, so the child knows why and what to do. */
export const SHARING_WAITS = "Sharing opens once a grown-up says yes.";

export function useSocialSharing(): boolean {
  return !useAwaitingParent();
}
