// The embedded database answers in this thread. A page's queries must still let the event loop
// turn between them, as a PostgreSQL server's answers do, or one busy page holds back every
// socket and new connection until it is done (issue 12: seconds under load).
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../support/database";

describe("the embedded database (PGlite)", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await freshDatabase("pglite");
  });
  afterEach(() => database.dispose());

  it("lets the event loop turn at each query and transaction, so sockets are served while a page reads", async () => {
    let turns = 0;
    let reading = true;
    const countTurns = () => {
      turns += 1;
      if (reading) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    for (let query = 0; query < 20; query++) await database.db.execute(sql`select ${query}::int`);
    for (let write = 0; write < 10; write++) await database.db.transaction((tx) => tx.execute(sql`select 1`));
    reading = false;
    // One turn at least for each of the 30 (a chain of microtasks would give none).
    expect(turns).toBeGreaterThanOrEqual(30);
  });
});
