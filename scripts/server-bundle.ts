import type { BuildOptions } from "esbuild";

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
} satisfies BuildOptions;
