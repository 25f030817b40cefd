import type { AppLoadContext } from "@remix-run/node";

/** The site's public origin: APP_URL when set, otherwise the one the request came to. */
export function siteOrigin(request: Request, context: AppLoadContext): string {
  if (context.env.APP_URL) return context.env.APP_URL.replace(/\/$/, "");
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  return `${proto}://${host}`;
}
