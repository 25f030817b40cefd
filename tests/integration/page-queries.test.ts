// A signed-in child's page view costs the database as little as it can: the built app (Remix, the
// root's and the page's loaders, as the server runs them) looks their sign-in session up once per
// page, and reads what changes only with a deploy (the games, the blog) or once a day (the day's
// challenges) from memory. Both went wrong unseen once: each loader looked the sign-in up again,
// and the kept catalogue was a query that ran again at every read (issue 12).
import type { PGlite } from "@electric-sql/pglite";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contextForRequest } from "../../server/request-context";
import { get, testContext } from "../support/context";
import { freshDatabase, type TestDatabase } from "../support/database";
import { signedInPlayer } from "../support/routes";

describe("a signed-in page view", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await freshDatabase("pglite");
  });
  afterEach(() => database.dispose());

  /** The statements the database ran while `work` did, by text. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const query = client.query;
    const seen: string[] = [];
    client.query = ((text: string, ...rest: unknown[]) => {
      seen.push(text);
      return (query as (...args: unknown[]) => unknown).call(client, text, ...rest);
    }) as PGlite["query"];
    try {
      await work();
    } finally {
      client.query = query;
    }
    return seen;
  }

  it("looks the player's sign-in up once, and the games, the blog and the day's challenges not at all", async () => {
    const build = (await import("../../build/server/index.js" as string)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    const context = testContext(database);
    const player = await signedInPlayer(context, { balance: 30 });
    const view = async (path: string) => {
      const response = await handle(get(path, { Cookie: player.cookie }), contextForRequest(context, "127.0.0.1"));
      expect(response.status).toBe(200);
      return response.text();
    };
    // The day's first request moves the login streak; the games, the blog and the challenges are read once.
    for (const path of ["/", "/blog"]) await view(path);

    for (const path of ["/", "/games", "/games?category=math", "/leaderboard", "/store", "/blog", "/challenges"]) {
      let html = "";
      const statements = await statementsOf(async () => {
        html = await view(path);
      });
      // The header shows the player's balance from that one lookup.
      expect(html).toContain(player.username);
      expect(
        statements.filter((text) => text.includes("signed_in_user(")),
        path,
      ).toHaveLength(1);
      expect(
        statements.filter((text) => /from "games"/.test(text)),
        path,
      ).toHaveLength(0);
    }
  });
});
