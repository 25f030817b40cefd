/**
 * The headers of every page and every page's data, decided here for all routes:
 *
 * - Headers a loader or an action sets that speak for the whole answer are carried onto the page
 *   Remix renders from it. Remix builds a page's headers only from the routes' `headers` exports,
 *   so a header set in an action reached a request for data (`?_data`, JavaScript on) but not the
 *   same form posted without JavaScript: every 429 says when to come back, whichever way it came.
 * - A page for someone (a signed-in player, a visitor's browser in a race) is never stored by a
 *   cache: on a shared classroom computer the next child must not get the last one's report,
 *   profile or race back from the browser's cache. So is a page whose loader says so (a parent's
 *   consent link, which names nobody by cookie).
 */
import type { EntryContext } from "@remix-run/node";

const CARRIED = ["Retry-After"] as const;
const PERSONAL = "private, no-store";

/** Whether the request names someone: a sign-in session or a visitor's browser. */
function namesSomeone(request: Request): boolean {
  return /(?:^|;\s*)(?:cp_session|cp_guest)=/.test(request.headers.get("Cookie") ?? "");
}

/** A page's headers, once Remix has gathered its routes' own (`headers`, changed in place). */
export function pageHeaders(request: Request, { staticHandlerContext }: Pick<EntryContext, "staticHandlerContext">, headers: Headers) {
  const { actionHeaders = {}, loaderHeaders = {} } = staticHandlerContext;
  const routes = [...Object.values(actionHeaders), ...Object.values(loaderHeaders)];
  for (const name of CARRIED) {
    const value = routes.map((set) => set.get(name)).find(Boolean);
    if (value && !headers.has(name)) headers.set(name, value);
  }
  const routeSaysNoStore = routes.some((set) => /no-store/.test(set.get("Cache-Control") ?? ""));
  if (namesSomeone(request) || routeSaysNoStore) headers.set("Cache-Control", PERSONAL);
}

/** A page's data (`?_data`): the same rule, so the page and its data never disagree. */
export function dataHeaders(request: Request, headers: Headers) {
  if (namesSomeone(request)) headers.set("Cache-Control", PERSONAL);
}
