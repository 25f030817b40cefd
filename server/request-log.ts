/**
 * One log line per request. The query string's values are never written: reset and
 * verification links carry their token there, and a log is read by more people than a mailbox.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export function loggedPath(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const names = [...new URLSearchParams(url.slice(query + 1)).keys()];
  return `${url.slice(0, query)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join("&")}`;
}

export function logRequest(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  const url = req.url ?? "/";
  res.on("finish", () => {
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${req.method} ${loggedPath(url)} ${res.statusCode} ${ms}ms`);
  });
}
