/**
 * The headers of every page and every page's data, decided here for all routes:
 *
 * - Remix builds a page's headers, and with single fetch its data's too (`/path.data`, JavaScript
 *   on), only from the routes' `headers` exports. Every route without one of its own gets
 *   `routeHeaders` (`withRouteHeaders`, on the build server/start.ts serves), so what a loader, an
 *   action or a refusal says for the whole answer (when to retry, not to cache, not to index)
 *   reaches its page and its data alike, and no route has to remember it. Every page also carries
 *   a Retry-After set by any of its routes: a 429 says when to come back, whichever way it came.
 * - A page for someone (a signed-in player, a visitor's browser in a race) is never stored by a
 *   cache: on a shared classroom computer the next child must not get the last one's report,
 *   profile or race back from the browser's cache. So is a page whose loader says so (a parent's
 *   consent link, which names nobody by cookie).
 */
import type { EntryContext, HeadersFunction, ServerBuild } from "@remix-run/node";

const CARRIED = ["Retry-After"] as const;
const PERSONAL = "private, no-store";

/** What a loader, an action or a refusal says for the whole answer, whichever way it is asked for. */
const ROUTE_SAYS = ["Retry-After", "Cache-Control", "X-Robots-Tag", "Referrer-Policy"] as const;

/** A route's headers: what its refusal, action or loader said (ROUTE_SAYS), else what its parent's said. */
export const routeHeaders: HeadersFunction = ({ errorHeaders, actionHeaders, loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  for (const said of [errorHeaders, actionHeaders, loaderHeaders, parentHeaders]) {
    for (const name of ROUTE_SAYS) {
      const value = said?.get(name);
      if (value && !headers.has(name)) headers.set(name, value);
    }
  }
  return headers;
};

/** The build with `routeHeaders` as the `headers` of every route that exports none of its own. */
export function withRouteHeaders(build: ServerBuild): ServerBuild {
  const routes = Object.entries(build.routes).map(([id, route]) => [
    id,
    route.module.headers ? route : { ...route, module: { ...route.module, headers: routeHeaders } },
  ]);
  return { ...build, routes: Object.fromEntries(routes) };
}

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
  // A page's language comes from the account, the cp_lang cookie or Accept-Language (app/models/language.server.ts).
  headers.append("Vary", "Accept-Language, Cookie");
  const routeSaysNoStore = routes.some((set) => /no-store/.test(set.get("Cache-Control") ?? ""));
  if (namesSomeone(request) || routeSaysNoStore) headers.set("Cache-Control", PERSONAL);
}

/** A page's data (`/path.data`): the same rule, so the page and its data never disagree. */
export function dataHeaders(request: Request, headers: Headers) {
  if (namesSomeone(request)) headers.set("Cache-Control", PERSONAL);
}
