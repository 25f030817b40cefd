/**
 * Run after `remix vite:build`: writes a brotli (.br) and a gzip (.gz) copy beside every JS, CSS,
 * SVG and JSON file of build/client/assets, at the highest levels, once per build. The server sends them to
 * browsers that accept them (server/static-files.ts), so no request pays for compressing a file
 * that never changes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve("build/client/assets");
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry)) yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(ROOT)) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  raw += content.length;
  brotli += br.length;
  count++;
}
console.log(`compressed ${count} build assets: ${(raw / 1000).toFixed(0)} kB → ${(brotli / 1000).toFixed(0)} kB brotli`);
