/**
 * Real databases for integration tests: each test gets a database in the migrated state, on
 * PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL: a worker's tests hand one on to the
 * next, emptied between them, from file to file (tests/support/emptied-database.ts).
 */
import { afterEach, beforeEach, describe } from "vitest";
import { emptiedDatabases } from "./emptied-database";
import { drivers, freshDatabase, type Driver, type TestDatabase } from "./fresh-database";

export { freshDatabase, type Driver, type TestDatabase };

/**
 * Runs `suite` once per available driver, each test on a database of its own in the migrated state:
 * `describeEachDatabase("ledger", (db) => it("...", async () => { db().db ... }))`.
 */
export function describeEachDatabase(name: string, suite: (database: () => TestDatabase, driver: Driver) => void) {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      const databases = emptiedDatabases(driver);
      let current: TestDatabase | undefined;
      beforeEach(async () => {
        current = await databases.take();
      });
      afterEach(async () => {
        if (current) await databases.giveBack(current);
        current = undefined;
      });
      suite(() => {
        if (!current) throw new Error("no test database: use it inside a test");
        return current;
      }, driver);
    });
  }
}
