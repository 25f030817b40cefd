/**
 * Real databases for integration tests: each test gets its own fresh, migrated database, on
 * PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL.
 */
import { afterEach, beforeEach, describe } from "vitest";
import { drivers, freshDatabase, type Driver, type TestDatabase } from "./fresh-database";

export { freshDatabase, type Driver, type TestDatabase };

/**
 * Runs `suite` once per available driver, each test on a fresh database:
 * `describeEachDatabase("ledger", (db) => it("...", async () => { db().db ... }))`.
 */
export function describeEachDatabase(name: string, suite: (database: () => TestDatabase, driver: Driver) => void) {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      let current: TestDatabase | undefined;
      beforeEach(async () => {
        current = await freshDatabase(driver);
      });
      afterEach(async () => {
        await current?.dispose();
        current = undefined;
      });
      suite(() => {
        if (!current) throw new Error("no test database: use it inside a test");
        return current;
      }, driver);
    });
  }
}
