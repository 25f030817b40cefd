// What a child's browser downloads on a school's slow link. No request is spent on a server
// module: the classic compiler stands an empty module in for every `*.server.ts` a route imports,
// and scripts/remix.cjs lets esbuild drop them, as it drops any unused import. Nor on a tiny shared
// chunk, nor a byte on React DOM: scripts/remix.cjs sees to both.
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
});

it("no page waits for a shared chunk under 1 kB: small shared modules come with the framework", () => {
  // On a 400 ms school line such a chunk costs its page a request slot for 20 ms of bytes.
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  const small = Object.entries(metafile.outputs)
    .filter(([file, output]) => /\/_shared\/chunk-[^/]+\.js$/.test(file) && output.bytes < 1024)
    .map(([file, output]) => `${file} (${output.bytes} bytes: ${Object.keys(output.inputs).join(", ")})`);
  expect(small).toEqual([]);
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
