/**
 * The server's route matching is patched (patches/@remix-run+router+*.patch) to flatten and rank a
 * route table once, to compile each path once, and to try a route whose path starts with fixed
 * text only for a pathname that starts with it. These are the ways that could go wrong.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The CommonJS build: the file Node loads on the server, and the one the patch changes.
const require = createRequire(import.meta.url);
const { matchRoutes, matchPath } = require("@remix-run/router") as typeof import("@remix-run/router");
// The same version unpatched: the browser's UMD build, which the patch leaves alone.
const reference = require("@remix-run/router/dist/router.umd.js") as typeof import("@remix-run/router");

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => m.route.id) ?? null;

describe("route matching on the server", () => {
  it("is patched (the patch applied at install)", () => {
    const file = require.resolve("@remix-run/router");
    expect(file).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(file, "utf8")).toContain("rankedBranchesCache");
  });

  it("answers each route table from that table, however often it was matched before", () => {
    const games = [
      { id: "games", path: "/games" },
      { id: "play", path: "/play/*" },
    ];
    const other = [{ id: "other-games", path: "/games" }];
    for (let i = 0; i < 3; i++) {
      expect(ids(matchRoutes(games, "/games"))).toEqual(["games"]);
      expect(ids(matchRoutes(other, "/games"))).toEqual(["other-games"]);
      expect(ids(matchRoutes(other, "/play/math"))).toBeNull();
    }
    expect(matchRoutes(games, "/play/math/math-quest")?.[0].params).toEqual({ "*": "math/math-quest" });
  });

  it("ranks a nested table once and still picks the most specific route", () => {
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "join", path: "join" },
          { id: "join-code", path: "join/:inviteCode" },
          { id: "catch-all", path: "*" },
        ],
      },
    ];
    expect(ids(matchRoutes(routes, "/join/ABC123"))).toEqual(["root", "join-code"]);
    expect(ids(matchRoutes(routes, "/join"))).toEqual(["root", "join"]);
    expect(ids(matchRoutes(routes, "/nowhere"))).toEqual(["root", "catch-all"]);
    expect(matchRoutes(routes, "/join/XYZ789")?.[1].params).toEqual({ inviteCode: "XYZ789" });
  });

  it("keeps a compiled path's options apart: case and the end of the path", () => {
    expect(matchPath({ path: "/Games", caseSensitive: true, end: true }, "/games")).toBeNull();
    expect(matchPath({ path: "/Games", caseSensitive: false, end: true }, "/games")).not.toBeNull();
    expect(matchPath({ path: "/games", end: true }, "/games/math")).toBeNull();
    expect(matchPath({ path: "/games", end: false }, "/games/math")?.pathnameBase).toBe("/games");
  });

  it("matches every pathname as the unpatched router does, whatever its case, slashes or encoding", () => {
    // A table shaped like the app's: a root layout, fixed, parameter, optional and splat
    // segments, an index, a dotted file name, a case-sensitive route and a catch-all.
    const routes = [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "games", path: "games" },
          { id: "play", path: "play/*" },
          { id: "join", path: "join" },
          { id: "join-code", path: "join/:inviteCode" },
          { id: "race", path: "class-races/:raceId", children: [{ id: "race-play", path: "play" }] },
          { id: "race-csv", path: "class-races/:raceId/report.csv" },
          { id: "profile", path: "profile/:userId?" },
          { id: "lang-games", path: ":lang/games" },
          { id: "admin", path: "Admin", caseSensitive: true },
          { id: "sitemap", path: "sitemap.xml" },
          { id: "catch-all", path: "*" },
        ],
      },
    ];
    const pathnames = [
      "/",
      "",
      "games",
      "/games",
      "/GAMES/",
      "//games",
      "/games/extra",
      "/play",
      "/play/math/math-quest",
      "/Play/Math",
      "/join",
      "/join/ABC123",
      "/join/ABC123/more",
      "/class-races/7f0c/play",
      "/class-races/7f0c/report.csv",
      "/class-races/7f0c/reportxcsv",
      "/profile",
      "/profile/42",
      "/fr/games",
      "/Admin",
      "/admin",
      "/sitemap.xml",
      "/sitemapxxml",
      "/caf%C3%A9/games",
      "/%67ames",
      "/\u212Aey",
      "/nowhere/at/all",
    ];
    for (let i = 0; i < 2; i++) {
      for (const pathname of pathnames) {
        const [patched, unpatched] = [matchRoutes(routes, pathname), reference.matchRoutes(routes, pathname)];
        expect(ids(patched), pathname).toEqual(ids(unpatched));
        expect(
          patched?.map((m) => [m.pathname, m.params]),
          pathname,
        ).toEqual(unpatched?.map((m) => [m.pathname, m.params]));
      }
    }
  });
});
