/**
 * One log line per request: a JSON object when the output is not a terminal (a container's log
 * collector reads fields), a short readable line when it is. Each request gets an id, sent back
 * as X-Request-Id, so a user's report can be found in the log. The query string's values are
 * never written: reset and verification links carry their token there, and a log is read by more
 * people than a mailbox. Nor is a parent's consent link, whose token is in the path.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export function loggedPath(url: string): string {
  const query = url.indexOf("?");
  // A parent's consent link carries its key in the path (/parent/{token}): never written either.
  const path = (query === -1 ? url : url.slice(0, query)).replace(/^\/parent\/[^/]{20,}/, "/parent/…");
  if (query === -1) return path;
  const names = [...new URLSearchParams(url.slice(query + 1)).keys()];
  return `${path}?${names.map((name) => `${encodeURIComponent(name)}=…`).join("&")}`;
}

const asJson = !process.stdout.isTTY;

export function logRequest(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  const url = req.url ?? "/";
  const id = randomBytes(6).toString("base64url");
  res.setHeader("X-Request-Id", id);
  res.on("finish", () => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const path = loggedPath(url);
    console.log(
      asJson
        ? JSON.stringify({
            time: new Date().toISOString(),
            level: "info",
            msg: "request",
            id,
            method: req.method,
            path,
            status: res.statusCode,
            ms,
          })
        : `${req.method} ${path} ${res.statusCode} ${ms}ms ${id}`,
    );
  });
}
