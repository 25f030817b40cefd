/**
 * What a browser downloads on the first load of a page: the HTML itself, every script it loads
 * (script src, link rel=modulepreload or rel=preload as=script, the imports of inline module
 * scripts, and, transitively, the static imports of every module fetched) and every stylesheet
 * (link rel=stylesheet or rel=preload as=style). Each file is fetched once per page and measured
 * raw and gzipped (level 9). Images, fonts and later navigations are not counted.
 */
import { gzipSync } from "node:zlib";

export type AssetKind = "js" | "css";

export interface Asset {
  url: string;
  kind: AssetKind;
  /** "html": named by the page; "import": found only as a static import of another module. */
  via: "html" | "import";
  status: number;
  bytes: number;
  gzipBytes: number;
}

export interface Weight {
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  url: string;
  status: number;
  html: Weight;
  js: Weight;
  css: Weight;
  assets: Asset[];
  /** Files that could not be fetched: the sums above miss them. */
  problems: string[];
}

const FETCH_TIMEOUT_MS = 10_000;

export async function measurePageWeight(pageUrl: string): Promise<PageWeight> {
  const problems: string[] = [];
  const page = await download(pageUrl);
  const html = page.body.toString("utf8");
  if (page.status < 200 || page.status > 299) problems.push(`${pageUrl} answered ${page.status}`);

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
      assets.push({ url, kind, via, status: file.status, bytes: file.body.length, gzipBytes: gzipSize(file.body) });
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
    };
  };
  return {
    url: pageUrl,
    status: page.status,
    html: { files: 1, bytes: page.body.length, gzipBytes: gzipSize(page.body) },
    js: sum("js"),
    css: sum("css"),
    assets,
    problems,
  };
}

async function download(url: string): Promise<{ status: number; body: Buffer }> {
  // fetch() asks for gzip and undoes it: `body` is what the file weighs uncompressed.
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
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
