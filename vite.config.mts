/**
 * The build: Remix's Vite compiler (`remix vite:build`), client into build/client (its
 * fingerprinted files under build/client/assets, served as /assets/…) and the server build into
 * build/server/index.js. Unlike the classic compiler it drops each loader and action, and the
 * `.server` modules only they import, from the browser build, so no empty chunk is left for a
 * page to fetch (docs/decisions/vite-compiler.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import type { GetModuleInfo } from "rollup";

/**
 * Two chunks for what every page loads: "framework" (React DOM, Remix, React Router: what the
 * browser entry and the root route import from node_modules) and "shell" (the app's own modules
 * the root route imports: header, footer, toasts...). Left to Rollup, these came as 17 files a
 * page, some of 100 bytes, one for each set of routes that also imports them; on a school's line
 * (HTTP/1.1, 400 ms round trips, six connections) each wave of files costs a round trip
 * (docs/decisions/vite-compiler.md). Every page loads both anyway, so no page downloads more; the
 * framework chunk changes only when a dependency does, so it stays cached across our releases.
 */
function everyPageChunks(): Plugin {
  const app = path.resolve("app");
  const starts = [path.join(app, "entry.client.tsx"), path.join(app, "root.tsx")];
  let chunkOf: Map<string, string> | undefined;
  const classify = (getModuleInfo: GetModuleInfo) => {
    const found = new Map<string, string>();
    const queue = [...starts];
    for (let next = queue.pop(); next; next = queue.pop()) {
      for (const imported of getModuleInfo(next)?.importedIds ?? []) {
        if (found.has(imported) || imported.startsWith(path.join(app, "routes"))) continue;
        found.set(imported, imported.startsWith(app + path.sep) ? "shell" : "framework");
        queue.push(imported);
      }
    }
    return found;
  };
  return {
    name: "cleverplay:every-page-chunks",
    apply: "build",
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? {}
        : {
            build: {
              rollupOptions: {
                output: {
                  manualChunks: (id, { getModuleInfo }) => (chunkOf ??= classify(getModuleInfo)).get(id),
                },
              },
            },
          },
  };
}

/**
 * Writes build/client-modules.json: every browser chunk and the modules in it, so a test can check
 * what a child's browser downloads (tests/http/browser-build.test.ts). Outside build/client: never served.
 */
function listClientModules(): Plugin {
  return {
    name: "cleverplay:list-client-modules",
    apply: "build",
    generateBundle(options, bundle) {
      if (this.environment?.config.build.ssr ?? options.dir?.endsWith(path.join("build", "server"))) return;
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") chunks[output.fileName] = Object.keys(output.modules);
      }
      mkdirSync("build", { recursive: true });
      writeFileSync("build/client-modules.json", JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig({
  // public/ is served from where it is (server/static-files.ts): no copy of it in build/client.
  publicDir: false,
  resolve: { alias: { "~": path.resolve("app") } },
  build: {
    // The page's own <link rel="modulepreload"> tags (Remix's <Scripts>) already preload every
    // chunk; Vite's polyfill would be one more script, for browsers the site does not target.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A resource route (no component) has nothing for the browser: its chunk is empty by design.
      onwarn(warning, warn) {
        if (warning.code !== "EMPTY_BUNDLE") warn(warning);
      },
    },
  },
  plugins: [
    remix({
      ignoredRouteFiles: ["**/.*", "**/*.test.*"],
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        // A page's data in one request (`/path.data`, turbo-stream), as React Router 7 does:
        // docs/decisions/single-fetch.md. Its types: app/remix.env.d.ts.
        v3_singleFetch: true,
      },
    }),
    listClientModules(),
    everyPageChunks(),
  ],
});
