/**
 * Headers a loader or an action sets that speak for the whole answer, carried onto the page Remix
 * renders from it. Remix builds a page's headers only from the routes' `headers` exports, so a
 * header set in an action reached a request for data (`?_data`, JavaScript on) but not the same
 * form posted without JavaScript. One place, for every route, instead of an export in each.
 */
import type { EntryContext } from "@remix-run/node";

/** Every 429 says when to come back, whichever way the form was sent. */
const CARRIED = ["Retry-After"] as const;

export function carryRouteHeaders({ staticHandlerContext }: Pick<EntryContext, "staticHandlerContext">, headers: Headers): void {
  const { actionHeaders = {}, loaderHeaders = {} } = staticHandlerContext;
  const routes = [...Object.values(actionHeaders), ...Object.values(loaderHeaders)];
  for (const name of CARRIED) {
    const value = routes.map((set) => set.get(name)).find(Boolean);
    if (value && !headers.has(name)) headers.set(name, value);
  }
}
