// What a child's browser downloads: the build as Remix's Vite compiler makes it, with React DOM
// hydrating the server's HTML and no server-only library such as zod. build/client-modules.json
// lists each browser chunk's modules (vite.config.mts writes it).
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

function browserModules(): [chunk: string, modules: string[]][] {
  const chunks = JSON.parse(readFileSync("build/client-modules.json", "utf8")) as Record<string, string[]>;
  return Object.entries(chunks).filter(([file]) => file.endsWith(".js"));
}

it("the browser build holds no zod: forms are checked on the server, and zod is 13 kB gzip a child would wait for", () => {
  const withZod = browserModules()
    .filter(([, modules]) => modules.some((module) => module.includes("node_modules/zod/")))
    .map(([file]) => file);
  expect(withZod).toEqual([]);
});

it("the browser runs React DOM, as the server does, and no other renderer in its place", () => {
  const modules = browserModules().flatMap(([, inChunk]) => inChunk);
  expect(modules.some((module) => module.includes("node_modules/react-dom/"))).toBe(true);
  expect(modules.some((module) => module.includes("node_modules/react/"))).toBe(true);
  expect(modules.filter((module) => /node_modules\/preact\//.test(module))).toEqual([]);
});
