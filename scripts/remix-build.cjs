/**
 * `remix build`, with one fix to the classic compiler's browser build: the empty stand-in it puts
 * in place of every `*.server.ts` module a route imports is marked free of side effects, so esbuild
 * drops the import once the loader and action that used it are gone. Without it, each server
 * module a route imports becomes an empty chunk of its own in the browser build: 19 requests of
 * 100 bytes, and on a 400 ms school link each round of six costs 400 ms before the page loads.
 * (docs/decisions/browser-build-server-stubs.md)
 */
"use strict";
const emptyModules = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");

const original = emptyModules.emptyModulesPlugin;
if (typeof original !== "function") throw new Error("@remix-run/dev changed: emptyModulesPlugin not found (see scripts/remix-build.cjs)");
emptyModules.emptyModulesPlugin = (...args) => {
  const plugin = original(...args);
  return {
    ...plugin,
    setup(build) {
      plugin.setup({
        ...build,
        onResolve: (options, callback) =>
          build.onResolve(options, async (resolveArgs) => {
            const result = await callback(resolveArgs);
            return result && result.namespace === "empty-module" ? { ...result, sideEffects: false } : result;
          }),
        onLoad: build.onLoad.bind(build),
      });
    },
  };
};

require("@remix-run/dev")
  .cli.run(["build", ...process.argv.slice(2)])
  .then(
    () => process.exit(0),
    (error) => {
      if (error) console.error(error);
      process.exit(1);
    },
  );
