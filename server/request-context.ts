import type { AppLoadContext } from "@remix-run/node";

/**
 * The load context of one request: the server's, plus what belongs to this request alone, the
 * address its connection came from and the scope its loaders share work in (load-context.ts).
 */
export function contextForRequest(server: AppLoadContext, peerAddress: string | undefined): AppLoadContext {
  return { ...server, peerAddress, requestScope: {} };
}
