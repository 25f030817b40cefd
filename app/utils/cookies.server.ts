import type { AppLoadContext } from "@remix-run/node";

/** Secure cookies over https (directly or behind a TLS proxy), unless COOKIE_SECURE says otherwise. */
export function cookieSecure(request: Request, context: AppLoadContext): boolean {
  if (context.env.COOKIE_SECURE !== undefined) return context.env.COOKIE_SECURE;
  const forwarded = request.headers.get("x-forwarded-proto");
  return (forwarded ?? new URL(request.url).protocol.replace(":", "")) === "https";
}
