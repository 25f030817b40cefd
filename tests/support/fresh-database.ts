/**
 * Fresh, migrated databases: PGlite always, and PostgreSQL when TEST_DATABASE_URL is set (CI sets
 * it). Free of any test runner, so vitest suites and Playwright specs can both use it.
 *
 * The migrations run once: vitest's global setup (tests/support/migrated-once.ts) leaves a
 * migrated PGlite data dir in the file TEST_PGLITE_SNAPSHOT and a migrated PostgreSQL database
 * named TEST_DATABASE_TEMPLATE; each test's database is a copy of one of them. Without them (a
 * Playwright spec) the migrations run here, once per process for PGlite, per database for
 * PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "~/db.server";

export type Driver = "pglite" | "postgres";

export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A migrated PGlite data dir, as a tarball. */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const handle = await openDatabase({ dataDir: "memory://" });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  return dump;
}

let snapshot: Promise<Blob> | undefined;

/** The migrated data dir every PGlite test database starts from (cloning it is fast). */
function migratedSnapshot(): Promise<Blob> {
  const file = process.env.TEST_PGLITE_SNAPSHOT;
  snapshot ??= file ? Promise.resolve(new Blob([readFileSync(file)])) : migratedPgliteDataDir();
  return snapshot;
}

/** The address of database `name` on TEST_DATABASE_URL's server. */
export function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The names of a run's copies of its template: what the global setup drops at the end (a worker's last spare). */
export function copyPrefix(template: string): string {
  return `cp_test_${template.replace(/^cp_template_/, "")}_`;
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
  const template = process.env.TEST_DATABASE_TEMPLATE;
  const name = `${template ? copyPrefix(template) : "cp_test_"}${randomBytes(6).toString("hex")}`;
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = postgresUrl(name);
  const handle = await openDatabase({ url, poolSize: 20, migrate: !template });
  return {
    ...handle,
    url,
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
