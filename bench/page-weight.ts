/**
 * What a browser downloads on the first load of a page: the HTML itself, every script it loads
 * (script src, link rel=modulepreload or rel=preload as=script, the imports of inline module
 * scripts, and, transitively, the static imports of every module fetched) and every stylesheet
 * (link rel=stylesheet or rel=preload as=style). Each file is fetched once per page and measured
 * three ways: raw; gzipped here at level 9 (the budgets, comparable from run to run whatever the
 * server does); and on the wire, as the server sent it to a browser asking `Accept-Encoding: br,
 * gzip` (issue 12: compressed responses). Images, fonts and later navigations are not counted.
 * A signed-in page's HTML is asked for with the player's cookie; its assets need none.
 */
import http from "node:http";
import https from "node:https";
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

export type AssetKind = "js" | "css";

export interface Asset {
  url: string;
  kind: AssetKind;
  /** "html": named by the page; "import": found only as a static import of another module. */
  via: "html" | "import";
  status: number;
  bytes: number;
  gzipBytes: number;
  /** Body bytes received, as sent (compressed or not). */
  wireBytes: number;
  /** The response's Content-Encoding ("" when sent as is). */
  encoding: string;
}

export interface Weight {
  files: number;
  bytes: number;
  gzipBytes: number;
  wireBytes: number;
}

export interface PageWeight {
  url: string;
  status: number;
  html: Weight;
  js: Weight;
  css: Weight;
  /** Content-Encoding of the HTML ("" when sent as is). */
  htmlEncoding: string;
  assets: Asset[];
  /** HTML, JS or CSS responses of at least `compressFromBytes` sent without compression. */
  uncompressed: string[];
  /** Files that could not be fetched: the sums above miss them. */
  problems: string[];
}

export interface WeighOptions {
  /** Cookie header for the page itself (a signed-in page). */
  cookie?: string;
  /** Responses this small may go uncompressed. */
  compressFromBytes: number;
  /** The page's right status when it is not 2xx (an unknown invite code is a 404 page). */
  status?: number;
}

const FETCH_TIMEOUT_MS = 10_000;

export async function measurePageWeight(pageUrl: string, options: WeighOptions): Promise<PageWeight> {
  const problems: string[] = [];
  const page = await download(pageUrl, options.cookie);
  const html = page.body.toString("utf8");
  const expected = options.status ? page.status === options.status : page.status >= 200 && page.status <= 299;
  if (!expected) problems.push(`${pageUrl} answered ${page.status}`);

  const found = new Map<string, { kind: AssetKind; via: Asset["via"] }>();
  const queue: string[] = [];
  const add = (reference: string, base: string, kind: AssetKind, via: Asset["via"]) => {
    let url: string;
    try {
      url = new URL(reference, base).href;
    } catch {
      problems.push(`unresolvable reference ${JSON.stringify(reference)}`);
      return;
    }
    if (found.has(url)) return;
    found.set(url, { kind, via });
    if (kind === "js") queue.push(url);
  };

  for (const { kind, href } of referencesInHtml(html)) add(href, pageUrl, kind, "html");

  const assets: Asset[] = [];
  const fetchAsset = async (url: string) => {
    const { kind, via } = found.get(url)!;
    try {
      const file = await download(url);
      if (file.status < 200 || file.status > 299) problems.push(`${url} answered ${file.status}`);
      assets.push({
        url,
        kind,
        via,
        status: file.status,
        bytes: file.body.length,
        gzipBytes: gzipSize(file.body),
        wireBytes: file.wireBytes,
        encoding: file.encoding,
      });
      if (kind === "js") for (const specifier of staticImports(file.body.toString("utf8"))) add(specifier, url, "js", "import");
    } catch (error) {
      problems.push(`${url}: ${(error as Error).message}`);
    }
  };
  // Modules first, breadth-first (their imports may add more), then stylesheets.
  while (queue.length > 0) await Promise.all(queue.splice(0).map(fetchAsset));
  await Promise.all([...found].filter(([, asset]) => asset.kind === "css").map(([url]) => fetchAsset(url)));

  assets.sort((a, b) => a.kind.localeCompare(b.kind) || a.url.localeCompare(b.url));
  const sum = (kind: AssetKind): Weight => {
    const files = assets.filter((asset) => asset.kind === kind);
    return {
      files: files.length,
      bytes: files.reduce((total, asset) => total + asset.bytes, 0),
      gzipBytes: files.reduce((total, asset) => total + asset.gzipBytes, 0),
      wireBytes: files.reduce((total, asset) => total + asset.wireBytes, 0),
    };
  };
  const uncompressed = [{ url: pageUrl, bytes: page.body.length, encoding: page.encoding }, ...assets]
    .filter((file) => file.encoding === "" && file.bytes >= options.compressFromBytes)
    .map((file) => file.url);
  return {
    url: pageUrl,
    status: page.status,
    html: { files: 1, bytes: page.body.length, gzipBytes: gzipSize(page.body), wireBytes: page.wireBytes },
    htmlEncoding: page.encoding,
    js: sum("js"),
    css: sum("css"),
    assets,
    uncompressed,
    problems,
  };
}

interface Download {
  status: number;
  /** Uncompressed. */
  body: Buffer;
  wireBytes: number;
  encoding: string;
}

const MAX_REDIRECTS = 5;

/**
 * GET as a browser would ask for it, through node:http rather than fetch(): fetch undoes the
 * compression and hides how many bytes came over the wire. Redirects are followed.
 */
async function download(url: string, cookie?: string, redirects = 0): Promise<Download> {
  const headers: Record<string, string> = { "Accept-Encoding": "br, gzip", Accept: "*/*" };
  if (cookie) headers.Cookie = cookie;
  const get = url.startsWith("https:") ? https.get : http.get;
  const { status, location, encoding, raw } = await new Promise<{ status: number; location?: string; encoding: string; raw: Buffer }>(
    (resolve, reject) => {
      const request = get(url, { headers, timeout: FETCH_TIMEOUT_MS }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            encoding: String(response.headers["content-encoding"] ?? "")
              .trim()
              .toLowerCase(),
            raw: Buffer.concat(chunks),
          }),
        );
      });
      request.on("timeout", () => request.destroy(new Error(`no answer within ${FETCH_TIMEOUT_MS / 1000} s`)));
      request.on("error", reject);
    },
  );
  if (status >= 300 && status < 400 && location) {
    if (redirects >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
    return download(new URL(location, url).href, cookie, redirects + 1);
  }
  return { status, body: decode(raw, encoding), wireBytes: raw.length, encoding: encoding === "identity" ? "" : encoding };
}

function decode(raw: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case "br":
      return brotliDecompressSync(raw);
    case "gzip":
    case "x-gzip":
      return gunzipSync(raw);
    case "deflate":
      return inflateSync(raw);
    case "":
    case "identity":
      return raw;
    default:
      throw new Error(`unknown Content-Encoding "${encoding}"`);
  }
}

function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/** Scripts and stylesheets named by the HTML, in document order. */
export function referencesInHtml(html: string): { kind: AssetKind; href: string }[] {
  const references: { kind: AssetKind; href: string }[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  // One pass that consumes each script's body, so markup inside inline scripts is not read as tags.
  for (const match of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<link\b([^>]*)>/gi)) {
    if (match[3] === undefined) {
      const attributes = parseAttributes(match[1]);
      const type = (attributes.get("type") ?? "").toLowerCase();
      const isJavaScript = type === "" || type === "module" || type.includes("javascript");
      if (!isJavaScript || attributes.has("nomodule")) continue;
      const src = attributes.get("src");
      if (src) {
        references.push({ kind: "js", href: src });
      } else if (type === "module") {
        // An inline module runs at once: its dynamic imports load on first load as well.
        const body = match[2];
        for (const specifier of [...staticImports(body), ...dynamicImports(body)]) references.push({ kind: "js", href: specifier });
      }
    } else {
      const attributes = parseAttributes(match[3]);
      const rel = new Set((attributes.get("rel") ?? "").toLowerCase().split(/\s+/));
      const href = attributes.get("href");
      const as = (attributes.get("as") ?? "").toLowerCase();
      if (!href || rel.has("alternate")) continue;
      if (rel.has("stylesheet") || (rel.has("preload") && as === "style")) references.push({ kind: "css", href });
      else if (rel.has("modulepreload") || (rel.has("preload") && as === "script")) references.push({ kind: "js", href });
    }
  }
  return references;
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(parseInt(decimal, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

// Only specifiers that are URLs or paths: bundles contain no bare ones, and this keeps strings
// that merely look like `from "..."` inside minified code from counting.
const SPECIFIER = String.raw`["']((?:https?:\/\/|\.{0,2}\/)[^"'\s]+)["']`;
const STATIC_IMPORT = new RegExp(String.raw`(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\s*\bfrom\s*)?${SPECIFIER}`, "g");
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\s*\(\s*${SPECIFIER}\s*\)`, "g");

/** `import ... from "x"`, `import "x"`, `export ... from "x"`: loaded before the module runs. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

function dynamicImports(code: string): string[] {
  return [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]);
}
