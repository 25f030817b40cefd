/**
 * vitest's global setup: the migrations run once per `vitest run`, not once per test file on
 * PGlite and once per test on PostgreSQL (together most of the unit run's time). It leaves a
 * migrated PGlite data dir in a file and a migrated PostgreSQL database to copy, and names them
 * to the test processes (tests/support/fresh-database.ts); both are gone at the end. On its way
 * the PGlite one stops before each migration an upgrade test starts from and leaves that data dir
 * too (TEST_PGLITE_BEFORE, tests/support/migrated-before.ts). The migrated PGlite is also kept
 * between runs for the e2e server (tests/support/migrated-snapshot.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "~/db.server";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "~/db.server";
import { copyPrefix, postgresUrl } from "./fresh-database";
import { migrationsBefore, UPGRADE_TAGS } from "./migrated-before";
import { dumpDataDir, keepMigratedSnapshot } from "./migrated-snapshot";

export default async function migrateOnce() {
  const dir = mkdtempSync(path.join(tmpdir(), "cp-migrated-"));
  await migratePgliteSnapshots(dir);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = `cp_template_${randomBytes(6).toString("hex")}`;
  const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : undefined;
  if (admin) {
    await admin.unsafe(`create database ${template}`);
    // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
    await (await openDatabase({ url: postgresUrl(template), poolSize: 1 })).close();
    process.env.TEST_DATABASE_TEMPLATE = template;
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin) {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      // The copies still there: each worker's last spare (tests/support/emptied-database.ts).
      const copies = await admin<
        { name: string }[]
      >`select datname as name from pg_database where starts_with(datname, ${copyPrefix(template)})`;
      for (const { name } of copies) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  };
}

/** One PGlite migrated step by step: its data dir before each upgrade test's migration, then whole. */
async function migratePgliteSnapshots(dir: string) {
  const handle = await openDatabase({ dataDir: "memory://", migrate: false });
  const dump = (file: string) => dumpDataDir(handle, file);
  try {
    mkdirSync(path.join(dir, "before"));
    // Migration tags start with their number: sorted, they are in the journal's order.
    for (const tag of [...UPGRADE_TAGS].sort()) {
      const before = migrationsBefore(tag);
      await migratePglite(handle.db as never, { migrationsFolder: before.folder }).finally(before.remove);
      await dump(path.join(dir, "before", `${tag}.tar`));
    }
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await dump(path.join(dir, "pglite.tar"));
  } finally {
    await handle.close();
  }
  // Kept for the e2e server's start too (`npm test` runs vitest first).
  keepMigratedSnapshot(path.join(dir, "pglite.tar"));
  process.env.TEST_PGLITE_BEFORE = path.join(dir, "before");
  process.env.TEST_PGLITE_SNAPSHOT = path.join(dir, "pglite.tar");
}
