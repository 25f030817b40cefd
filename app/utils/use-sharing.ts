import { useAwaitingParent } from "./use-awaiting-parent";

/**
 * False for a child whose parent has not answered yet (use-awaiting-parent.ts): the share buttons
 * for social networks are hidden (the server refuses /share too); Copy Link stays, so a friend can
 * still be given a race's link by hand. Where the networks would be, the share menus say why
 * ("share.waits" of the kit's messages), so the child knows what to do.
 */
export function useSocialSharing(): boolean {
  return !useAwaitingParent();
}
