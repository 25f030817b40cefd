/**
 * Fresh, migrated databases: PGlite always, and PostgreSQL when TEST_DATABASE_URL is set (CI sets
 * it). Free of any test runner, so vitest suites and Playwright specs can both use it.
 */
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
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
  /** The PostgreSQL database's address (none for PGlite). */
  url?: string;
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
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
