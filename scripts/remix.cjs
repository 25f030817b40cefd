/**
 * The `remix` command (`node scripts/remix.cjs build`, `... watch`) with two changes to the
 * classic compiler's browser build:
 *
 * - The empty stand-in it puts in place of every `*.server.ts` module a route imports is marked
 *   free of side effects, so esbuild drops the import once the loader and action that used it are
 *   gone. Without it each such module became an empty chunk of its own: 19 requests of 100 bytes,
 *   and on a 400 ms school link each round of six costs 400 ms (docs/decisions/browser-build-server-stubs.md).
 * - React is Preact's compatibility layer in the browser: 9 kB brotli instead of React DOM's 38 kB,
 *   0.6 s less on that link for every first visit. The server still renders with React
 *   (docs/decisions/preact-in-the-browser.md).
 *
 * Both hook into the one plugin the compiler adds to its browser build and that is exported.
 */
"use strict";
const emptyModules = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");

const PREACT = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
const REACT_MODULE = /^(react|react-dom|react-dom\/client|react\/jsx-runtime|react\/jsx-dev-runtime)$/;
/** One build's options: the compiler adds the plugin more than once to the same build. */
const aliased = new WeakSet();

const original = emptyModules.emptyModulesPlugin;
if (typeof original !== "function") throw new Error("@remix-run/dev changed: emptyModulesPlugin not found (see scripts/remix.cjs)");
emptyModules.emptyModulesPlugin = (...args) => {
  const plugin = original(...args);
  return {
    ...plugin,
    setup(build) {
      // The server build runs on Node; the CSS build empties React before this is asked.
      if (build.initialOptions.platform === "browser" && !aliased.has(build.initialOptions)) {
        aliased.add(build.initialOptions);
        build.onResolve({ filter: REACT_MODULE }, (resolveArgs) =>
          build.resolve(PREACT[resolveArgs.path], { kind: resolveArgs.kind, resolveDir: resolveArgs.resolveDir }),
        );
      }
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
  .cli.run(process.argv.slice(2))
  .then(
    () => process.exit(0),
    (error) => {
      if (error) console.error(error);
      process.exit(1);
    },
  );
