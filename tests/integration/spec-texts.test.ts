// The spec's own words where a page fails or waits, as the built app renders them (Remix, the
// root's and the page's loaders and error boundaries, as the server runs them): a leaderboard, a
// games list or a store whose data cannot be read, a game in the catalogue with no built-in
// content, and the play page's two-player form sent without a sign-in.
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { games } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { action as newSession } from "~/routes/sessions.new";
import { contextForRequest } from "../../server/request-context";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, toastOf, type RouteFn } from "../support/routes";

describeEachDatabase("the spec's texts", (database) => {
  async function app() {
    const build = (await import("../../build/server/index.js" as string)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    const context = testContext(database());
    await seed(context.db);
    const view = async (path: string) => {
      const response = await handle(get(path), contextForRequest(context, "127.0.0.1"));
      // React writes an apostrophe as &#x27;: the text as a reader sees it.
      return { status: response.status, text: (await response.text()).replaceAll("&#x27;", "'") };
    };
    return { context, view };
  }

  /** `work` while `table` cannot be read. */
  async function without(table: string, work: () => Promise<void>) {
    const { db } = database();
    await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      await work();
    } finally {
      await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  }

  it("a page whose data cannot be loaded says 'Loading Error' and the spec's words, with Try Again", async () => {
    const { view } = await app();
    await without("user_game_progress", async () => {
      const page = await view("/leaderboard");
      expect(page.status).toBe(500);
      expect(page.text).toContain("Loading Error");
      // The server's details never reach the page: Remix gives the browser "Unexpected Server Error".
      expect(page.text).toContain("Error loading leaderboard: Unexpected Server Error. The scores are safe: please try again in a moment.");
      expect(page.text).toContain("Try Again");
    });
    await without("cosmetics", async () => {
      const page = await view("/store");
      expect(page.text).toContain("Loading Error");
      expect(page.text).toContain("Failed to load store data. Please try again.");
    });
  });

  it("the games list that cannot be loaded says 'Loading Error' and the spec's words", async () => {
    // (The catalogue is read once per database and kept: never read before, it fails here.)
    const { view } = await app();
    await without("games", async () => {
      const page = await view("/games");
      expect(page.text).toContain("Loading Error");
      expect(page.text).toContain("Failed to load games. Please try again.");
    });
  });

  it("a game without built-in content shows the spec's 'Game content loading...', and says it cannot be played yet", async () => {
    const { context, view } = await app();
    await context.db.insert(games).values({ slug: "sky-sums", title: "Sky Sums", description: "Soon.", category: "math" });
    const page = await view("/play/math/sky-sums");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Game content loading... This game is not ready to play yet, so pick another one from the games list!");
  });

  it("the play page's Create Session without a sign-in goes to sign in, with the spec's 'Sign in Required'", async () => {
    const context = testContext(database());
    const response = await callRoute(newSession as RouteFn, formPost("/sessions/new", { gameId: "anything" }), context);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await toastOf(response, context)).toEqual({
      title: "Sign in Required",
      description: "Please sign in to play a game with a friend.",
    });
  });
});
