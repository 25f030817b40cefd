/**
 * Real databases for integration tests: PGlite always, and PostgreSQL when TEST_DATABASE_URL is
 * set (CI sets it). Each test gets its own fresh, migrated database.
 */
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterEach, beforeEach, describe } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db.server";

export type Driver = "pglite" | "postgres";

export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let snapshot: Promise<Blob> | undefined;

/** A migrated PGlite data dir, made once per test file and cloned for each test (fast). */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await handle.close();
    return dump;
  })();
  return snapshot;
}

export interface TestDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
}

export async function freshDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ pglite: { loadDataDir: await migratedSnapshot() }, migrate: false });
    return { ...handle, dispose: handle.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `cp_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

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
