// The embedded database answers in this thread. A long run of queries must still let the event
// loop turn now and then, as a PostgreSQL server's answers do, or busy pages hold back every
// socket and new connection until they are done (issue 12: seconds under load).
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../support/database";

describe("the embedded database (PGlite)", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await freshDatabase("pglite");
  });
  afterEach(() => database.dispose());

  it("lets the event loop turn during a long run of queries, so sockets are served while a page reads", async () => {
    let turns = 0;
    let reading = true;
    const countTurns = () => {
      turns += 1;
      if (reading) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    // Each query counts 20,000 rows: a millisecond or more of work, 60 of them one after another.
    for (let query = 0; query < 40; query++) await database.db.execute(sql`select count(*) from generate_series(1, 20000)`);
    for (let write = 0; write < 20; write++) {
      await database.db.transaction((tx) => tx.execute(sql`select count(*) from generate_series(1, 20000)`));
    }
    reading = false;
    // A chain of microtasks would give no turn at all until the end.
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
