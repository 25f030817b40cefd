import { readdirSync } from "node:fs";
import path from "node:path";
import type { BuildOptions, Plugin } from "esbuild";

/**
 * Vite's `import.meta.glob(pattern, { eager: true, import: "default" })` for esbuild, for the one
 * form the app uses (app/i18n/messages.server.ts: the message files, `../locales/*\/*.json`): the
 * files it finds become static imports, as Vite makes them.
 */
const eagerGlob: Plugin = {
  name: "cleverplay:eager-glob",
  setup(build) {
    build.onLoad({ filter: /app[\\/]i18n[\\/].*\.server\.ts$/ }, async ({ path: file }) => {
      const { readFile } = await import("node:fs/promises");
      let source = await readFile(file, "utf8");
      const imports: string[] = [];
      source = source.replace(
        /import\.meta\.glob<[^>]*>\("(\.\.\/[^"*]+)\/\*\/\*\.json",\s*\{\s*eager:\s*true,\s*import:\s*"default"\s*\}\)/g,
        (_, base: string) => {
          const dir = path.resolve(path.dirname(file), base);
          const entries = readdirSync(dir).flatMap((sub) =>
            readdirSync(path.join(dir, sub))
              .filter((name) => name.endsWith(".json"))
              .map((name) => `${base}/${sub}/${name}`),
          );
          const names = entries.map((entry, i) => {
            imports.push(`import glob${i} from ${JSON.stringify(entry)};`);
            return `${JSON.stringify(entry)}: glob${i}`;
          });
          return `{ ${names.join(", ")} }`;
        },
      );
      return { contents: `${imports.join("\n")}\n${source}`, loader: "ts" };
    });
  },
};

/**
 * How a server entry point becomes plain JavaScript: build/server.js (scripts/build-server.ts) and
 * the end-to-end suite's server (tests/e2e/servers.ts) are bundled alike, so the suite runs the
 * server the way production does. Packages stay imports from node_modules.
 */
export const serverBundleOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  plugins: [eagerGlob],
} satisfies BuildOptions;
