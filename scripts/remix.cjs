/**
 * The `remix` command (`node scripts/remix.cjs build`, `... watch`) with three changes to the
 * classic compiler's browser build, each for a first visit on a 400 kbps, 400 ms school line:
 *
 * - The empty stand-in it puts in place of every `*.server.ts` module a route imports is marked
 *   free of side effects, so esbuild drops the import once the loader and action that used it are
 *   gone. Without it each became an empty chunk: 19 requests of 100 bytes
 *   (docs/decisions/browser-build-server-stubs.md).
 * - React is Preact's compatibility layer in the browser: 9 kB brotli instead of React DOM's 38 kB.
 *   The server still renders with React (docs/decisions/preact-in-the-browser.md).
 * - `build` builds again while the last pass put small modules in chunks of their own: the next
 *   fetches them with the framework (docs/decisions/small-modules-with-the-framework.md).
 *
 * They hook into plugins the compiler exports and looks up when it builds; it stops with a message
 * when they have moved.
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const emptyModules = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
const routeModules = require("@remix-run/dev/dist/compiler/js/plugins/routes.js");
const remixCompiler = require("@remix-run/dev/dist/compiler/compiler.js");

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

/**
 * Small shared modules, fetched with the framework. esbuild makes a chunk of every set of pages
 * that share a module: the app's small helpers came out as a dozen chunks of 150-900 bytes, each
 * a request of its own, and a first visit on a 400 ms school line waited for them six at a time.
 * Every entry point of the browser build (each route, each lazily loaded component, the client
 * entry) re-exports them, so that they join the chunk everything shares. Another pass of
 * `remix build` does it with the modules the passes before put in chunks under SMALL_CHUNK bytes
 * (moving some can leave a module alone in a chunk: the next pass takes it too).
 */
const SMALL_CHUNK = 1024;
const SMALL_MODULES = "cleverplay-small-modules";
const reexportSmallModules = `\nexport * as __smallModules from "${SMALL_MODULES}";`;
let smallModules = [];
/** The build's entry points that are app files rather than route shims (absolute paths). */
let fileEntries = new Set();

const originalRoutes = routeModules.browserRouteModulesPlugin;
if (typeof originalRoutes !== "function")
  throw new Error("@remix-run/dev changed: browserRouteModulesPlugin not found (see scripts/remix.cjs)");
routeModules.browserRouteModulesPlugin = (...args) => {
  const plugin = originalRoutes(...args);
  return {
    ...plugin,
    setup(build) {
      if (smallModules.length > 0) {
        build.onResolve({ filter: new RegExp(`^${SMALL_MODULES}$`) }, () => ({ path: SMALL_MODULES, namespace: SMALL_MODULES }));
        build.onLoad({ filter: /.*/, namespace: SMALL_MODULES }, () => ({
          contents: smallModules.map((file, i) => `export * as m${i} from ${JSON.stringify(file)};`).join("\n"),
          resolveDir: process.cwd(),
          loader: "js",
        }));
        const entryFilter = new RegExp(`^(${[...fileEntries].map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
        build.onLoad({ filter: entryFilter }, (loadArgs) => {
          const source = fs.readFileSync(loadArgs.path, "utf8");
          return {
            contents: source + reexportSmallModules,
            loader: path.extname(loadArgs.path).slice(1),
            resolveDir: path.dirname(loadArgs.path),
          };
        });
      }
      plugin.setup({
        ...build,
        onLoad: (options, callback) =>
          build.onLoad(options, async (loadArgs) => {
            const result = await callback(loadArgs);
            if (smallModules.length === 0 || !result || typeof result.contents !== "string") return result;
            // A route without browser exports is the CommonJS `module.exports = {};`: an ES export
            // beside it would make esbuild's output refer to a `module` the browser lacks.
            const contents = result.contents === "module.exports = {};" ? "" : result.contents;
            return { ...result, contents: contents + reexportSmallModules };
          }),
      });
    },
  };
};

/**
 * From the last build's metafile: the app modules of its small shared chunks, added to those of
 * the passes before, and its file entries. Returns how many modules it added.
 */
function readBrowserBuild() {
  const { outputs } = JSON.parse(fs.readFileSync("build/metafile.js.json", "utf8"));
  const chunks = Object.entries(outputs);
  const known = smallModules.length;
  const found = chunks
    .filter(([file, output]) => /\/_shared\/chunk-[^/]+\.js$/.test(file) && output.bytes < SMALL_CHUNK)
    .flatMap(([, output]) => Object.keys(output.inputs))
    .filter((input) => input.startsWith("app/"))
    .map((input) => path.resolve(input));
  smallModules = [...new Set([...smallModules, ...found])];
  fileEntries = new Set(
    chunks
      .map(([, output]) => output.entryPoint)
      .filter((entry) => entry && entry.startsWith("app/"))
      .map((entry) => path.resolve(entry)),
  );
  return smallModules.length - known;
}

/** Passes of `remix build` at most: moving modules can leave another one alone in a small chunk. */
const MAX_PASSES = 4;

/**
 * The compilers a `build` creates. Remix's build never disposes them (the CLI exits right after);
 * a second build in the same process, then the exit, left esbuild's service waiting on a plugin
 * call of theirs, and it printed a deadlock's stack.
 */
const compilers = [];
const originalCreate = remixCompiler.create;
remixCompiler.create = async (...args) => {
  const compiler = await originalCreate(...args);
  compilers.push(compiler);
  return compiler;
};

async function build(args) {
  await require("@remix-run/dev").cli.run(args);
  await Promise.all(compilers.splice(0).map((compiler) => compiler.dispose()));
}

async function run(args) {
  if (args[0] !== "build") return require("@remix-run/dev").cli.run(args);
  await build(args);
  for (let pass = 2; pass <= MAX_PASSES && readBrowserBuild() > 0; pass++) await build(args);
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    if (error) console.error(error);
    process.exit(1);
  },
);
