import { redirect } from "@remix-run/node";

/** Redirects to `pathname`, keeping the request's query string (redirectTo, ref, ...). */
export function redirectKeepingQuery(request: Request, pathname: string) {
  return redirect(`${pathname}${new URL(request.url).search}`);
}

/** A path of this site and nothing else: one slash, then not a second slash or backslash. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * A path on this site to go to after signing in; anything else (another origin, `//host`,
 * `/\host`, `/..//host`, a scheme, control characters) becomes `fallback`. The check is made on
 * what is returned, after the URL parser has resolved dot segments, turned backslashes into
 * slashes and dropped tabs and newlines: each of those can turn a harmless-looking input into
 * `//host`.
 */
export function safeRedirectPath(target: unknown, fallback = "/profile"): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  if (typeof target !== "string" || !SITE_PATH.test(target) || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://cleverplay.local");
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === "http://cleverplay.local" && SITE_PATH.test(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Where a new account goes on to once its address is verified: only a join page (/join/{code}, a
 * class a visitor was asked to make an account for), never any other path; "" for none.
 */
export function joinReturnPath(target: unknown): string {
  return typeof target === "string" && /^\/join\/[A-Za-z0-9]{6}$/.test(target) ? target : "";
}
