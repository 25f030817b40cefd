// What a child's browser downloads on a school's slow link: no request is spent on a server
// module. The classic compiler stands an empty module in for every `*.server.ts` a route imports;
// scripts/remix-build.cjs lets esbuild drop them, as it drops any unused import.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

interface Metafile {
  outputs: Record<string, { bytes: number; inputs: Record<string, unknown> }>;
}

it("the browser build holds no stand-in for a server module, so no page loads an empty chunk", () => {
  // Written by `npm run build`, which npm test runs before these tests.
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  const scripts = Object.entries(metafile.outputs).filter(([file]) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(10);
  const standIns = scripts.flatMap(([file, output]) =>
    Object.keys(output.inputs)
      .filter((input) => input.startsWith("empty-module:"))
      .map((input) => `${file}: ${input}`),
  );
  expect(standIns).toEqual([]);
  // A shared chunk that small is a stand-in by another name (a route without a view, like
  // /healthz, is tiny too, but no page loads it).
  const tiny = scripts.filter(([file, output]) => file.includes("/_shared/") && output.bytes < 120).map(([file]) => file);
  expect(tiny).toEqual([]);
});

it("the browser build holds no zod: forms are checked on the server, and zod is 13 kB gzip a child would wait for", () => {
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  const withZod = Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith(".js") && Object.keys(output.inputs).some((input) => input.includes("node_modules/zod/")))
    .map(([file]) => file);
  expect(withZod).toEqual([]);
});
