// What a child's browser downloads on a school's slow link. No request is spent on a server
// module: the classic compiler stands an empty module in for every `*.server.ts` a route imports,
// and scripts/remix.cjs lets esbuild drop them, as it drops any unused import. No byte is spent on
// React DOM: scripts/remix.cjs puts Preact in its place.
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

it("the browser runs Preact in React's place: React DOM is 38 kB brotli more for every first visit", () => {
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  const inputs = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith(".js"))
    .flatMap(([, output]) => Object.keys(output.inputs));
  expect(inputs.filter((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input))).toEqual([]);
  expect(inputs.some((input) => input.includes("node_modules/preact/compat/"))).toBe(true);
});
