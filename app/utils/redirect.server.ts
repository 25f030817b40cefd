import { redirect } from "@remix-run/node";

/** Redirects to `pathname`, keeping the request's query string (redirectTo, ref, ...). */
export function redirectKeepingQuery(request: Request, pathname: string) {
  return redirect(`${pathname}${new URL(request.url).search}`);
}

/**
 * A path on this site to go to after signing in; anything else (another origin, `//host`,
 * `/\host`, a scheme) becomes `fallback`.
 */
export function safeRedirectPath(target: unknown, fallback = "/profile"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  try {
    const url = new URL(target, "http://cleverplay.local");
    return url.origin === "http://cleverplay.local" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
