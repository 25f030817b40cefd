/**
 * Static files. Fingerprinted build assets (build/client/assets, served under /assets/) never change:
 * cached for a year, and sent as the brotli or gzip copy written at build time
 * (scripts/compress-assets.ts) when the browser accepts it. Other public files: an hour, and
 * compressed on the way out like every other response (server/start.ts).
 */
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import Negotiator from "negotiator";
import serveStatic from "serve-static";

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/** Where the browser build's assets are served: Vite's `assetsDir` (vite.config.mts) under its base, /. */
export const ASSETS_URL = "/assets";

/** `publicDir`: the site's own files (public/); `buildDir`: the browser build's assets (build/client/assets). */
export function staticFiles(publicDir: string, buildDir: string) {
  // Never revalidated (immutable), so no ETag or Last-Modified to send with each of them.
  const assets = serveStatic(buildDir, { immutable: true, maxAge: "1y", index: false, etag: false, lastModified: false });
  const publicFiles = serveStatic(publicDir, { maxAge: "1h", index: false });
  // path → the encodings written beside it; asked of the disk once per file.
  const variants = new Map<string, string[]>();

  function precompressed(file: string): string[] {
    let found = variants.get(file);
    if (!found) {
      found = ["br", "gzip"].filter((encoding) => existsSync(`${file}.${encoding === "br" ? "br" : "gz"}`));
      variants.set(file, found);
    }
    return found;
  }

  /** Serves the file for `req`, or calls `next` when there is none. */
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? "/";
    // Pages have no extension, and their data ends in .data (single fetch): only another name
    // can be a file, so pages and their data skip the disk.
    if (!/\.[A-Za-z0-9]+$/.test(url.split("?")[0]) || /\.data$/.test(url.split("?")[0])) return next();
    if (!url.startsWith(`${ASSETS_URL}/`)) return publicFiles(req, res, next);
    const pathname = url.split("?")[0].slice(ASSETS_URL.length);
    const type = TYPES[path.extname(pathname)];
    const file = path.join(buildDir, path.normalize(pathname));
    // Brotli when the browser takes it (smaller), else gzip, else the file as it is.
    const accepted = type && file.startsWith(buildDir) ? new Negotiator(req).encodings(precompressed(file)) : [];
    const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : undefined;
    res.setHeader("Vary", "Accept-Encoding");
    let served = pathname;
    if (encoding === "br" || encoding === "gzip") {
      served = `${pathname}.${encoding === "br" ? "br" : "gz"}`;
      res.setHeader("Content-Type", type!);
      res.setHeader("Content-Encoding", encoding);
    }
    req.url = served;
    assets(req, res, () => {
      req.url = url;
      res.removeHeader("Content-Encoding");
      next();
    });
  };
}
