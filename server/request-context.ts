import type { AppLoadContext } from "@remix-run/node";

/**
 * The load context of one request: the server's, plus what belongs to this request alone, the
 * address its connection came from, the scope its loaders share work in and how it gives back
 * its page slot (load-context.ts).
 */
export function contextForRequest(server: AppLoadContext, peerAddress: string | undefined, leaveTurn?: () => void): AppLoadContext {
  return { ...server, peerAddress, requestScope: {}, ...(leaveTurn ? { leaveTurn } : {}) };
}
