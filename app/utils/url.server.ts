import type { AppLoadContext } from "@remix-run/node";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The site's public origin, for links that leave the page (mail, sharing, OAuth callbacks). A
 * request's Host and X-Forwarded-Host are written by the client, so they are believed only when
 * the operator allowed them: APP_URL when set; else a host listed in ALLOWED_HOSTS (https when
 * the proxy says so: an upgrade, never a downgrade); else the server's own loopback address a
 * laptop browses; anything else gets http://localhost:PORT, never the name it sent.
 */
export function siteOrigin(request: Request, context: AppLoadContext): string {
  const { APP_URL, ALLOWED_HOSTS, PORT } = context.env;
  if (APP_URL) return APP_URL.replace(/\/$/, "");
  const url = new URL(request.url);
  const named = [request.headers.get("x-forwarded-host"), url.host].map((host) => host?.split(",")[0].trim().toLowerCase());
  const allowed = named.find((host) => host && ALLOWED_HOSTS.includes(host));
  if (allowed) {
    const https = url.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";
    return `${https ? "https" : "http"}://${allowed}`;
  }
  if (LOOPBACK.has(url.hostname) && url.port === String(PORT)) return `${url.protocol}//${url.host}`;
  return `http://localhost:${PORT}`;
}
