// What a child's browser downloads: the build as the classic compiler makes it, with React DOM
// hydrating the server's HTML and no server-only library such as zod.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

interface Metafile {
  outputs: Record<string, { bytes: number; inputs: Record<string, unknown> }>;
}

it("the browser build holds no zod: forms are checked on the server, and zod is 13 kB gzip a child would wait for", () => {
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  const withZod = Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith(".js") && Object.keys(output.inputs).some((input) => input.includes("node_modules/zod/")))
    .map(([file]) => file);
  expect(withZod).toEqual([]);
});

it("the browser runs React DOM, as the server does, and no other renderer in its place", () => {
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  const inputs = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith(".js"))
    .flatMap(([, output]) => Object.keys(output.inputs));
  expect(inputs.some((input) => input.includes("node_modules/react-dom/"))).toBe(true);
  expect(inputs.some((input) => input.includes("node_modules/react/"))).toBe(true);
  expect(inputs.filter((input) => /node_modules\/preact\//.test(input))).toEqual([]);
});
