/**
 * Every server render used to build the app's route table twice over (Remix's routes from the
 * build's manifest, then React Router's data routes from those), and to flatten and rank it again
 * to match the page: about a tenth of a render. Two patches make each table once per build
 * (patches/@remix-run+react+*.patch, patches/react-router-dom+*.patch). A table must still follow
 * the modules it was made from, and each render keep its own location and matches.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { StaticHandlerContext } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The CommonJS builds: the files Node loads on the server, and the ones the patches change.
const require = createRequire(import.meta.url);
const remixRoutesFile = require.resolve("@remix-run/react/dist/routes.js");
const staticRouterFile = require.resolve("react-router-dom/server.js");

interface ServerRoute {
  id: string;
  handle?: unknown;
  children?: ServerRoute[];
}
const { createServerRoutes } = require(remixRoutesFile) as {
  createServerRoutes: (manifest: object, routeModules: Record<string, object>, future: object, isSpaMode: boolean) => ServerRoute[];
};
const { createStaticRouter } = require(staticRouterFile) as typeof import("react-router-dom/server");
const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");

const page = () => null;
const manifest = () => ({
  root: {
    id: "root",
    path: "",
    hasLoader: true,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: true,
    module: "/root.js",
  },
  "routes/games": {
    id: "routes/games",
    parentId: "root",
    path: "games",
    hasLoader: true,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
    module: "/games.js",
  },
  "routes/about": {
    id: "routes/about",
    parentId: "root",
    path: "about",
    hasLoader: false,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
    module: "/about.js",
  },
});
const modules = { root: { default: page }, "routes/games": { default: page, handle: "games" }, "routes/about": { default: page } };
const future = {};

function handlerContext(routes: ServerRoute[], pathname: string): StaticHandlerContext {
  const matches = matchRoutes(routes as Parameters<typeof matchRoutes>[0], pathname) ?? [];
  return {
    basename: "/",
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    matches: matches as StaticHandlerContext["matches"],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  };
}

describe("the server's route tables", () => {
  it("are patched (the patches applied at install)", () => {
    expect(readFileSync(remixRoutesFile, "utf8")).toContain("keptServerRoutes");
    expect(readFileSync(staticRouterFile, "utf8")).toContain("keptDataRoutes");
  });

  it("are made once per build and its modules, nested as the manifest says", () => {
    const build = manifest();
    const routes = createServerRoutes(build, { ...modules }, future, false);
    // Each render hands over a new object with the same modules.
    expect(createServerRoutes(build, { ...modules }, future, false)).toBe(routes);
    expect(routes.map((r) => r.id)).toEqual(["root"]);
    expect(routes[0].children?.map((r) => [r.id, r.handle])).toEqual([
      ["routes/games", "games"],
      ["routes/about", undefined],
    ]);
  });

  it("are made again when a module or the manifest changed, as after a rebuild", () => {
    const build = manifest();
    const routes = createServerRoutes(build, { ...modules }, future, false);
    const rebuilt = createServerRoutes(build, { ...modules, "routes/games": { default: page, handle: "new games" } }, future, false);
    expect(rebuilt).not.toBe(routes);
    expect(rebuilt[0].children?.[0].handle).toBe("new games");
    expect(createServerRoutes(manifest(), { ...modules }, future, false)).not.toBe(routes);
  });

  it("give every render the same data routes, with its own location and matches", () => {
    const routes = createServerRoutes(manifest(), { ...modules }, future, false);
    const games = createStaticRouter(routes as never, handlerContext(routes, "/games"));
    const about = createStaticRouter(routes as never, handlerContext(routes, "/about"));
    expect(about.routes).toBe(games.routes);
    expect(games.state.location.pathname).toBe("/games");
    expect(about.state.location.pathname).toBe("/about");
    // Matches point at the data routes the page renders, not at the routes they were made from.
    expect(games.state.matches.map((m) => m.route.id)).toEqual(["root", "routes/games"]);
    expect(games.state.matches[1].route).toBe(games.routes[0].children?.[0]);
    expect(about.state.matches[1].route).toBe(about.routes[0].children?.[1]);
    expect(matchRoutes(about.routes, "/about")?.map((m) => m.route.id)).toEqual(["root", "routes/about"]);
  });
});
