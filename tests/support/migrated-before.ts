/**
 * A database migrated up to (not including) one migration, with what is needed to run the rest:
 * for tests of an upgrade on a database that has rows from before it. Rows made there must be
 * written in SQL, as the schema stood then (drizzle/schema.ts is today's).
 */
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER, openDatabase, queryRows, type DatabaseHandle, type Queryable } from "~/db.server";
import { games } from "../../drizzle/schema";
import { seedGames } from "~/content/catalogue";
import type { Driver } from "./fresh-database";

/**
 * The migrations an upgrade test starts before. vitest's global setup (migrated-once.ts) leaves a
 * PGlite data dir migrated up to each, on its way to the whole (loading one is 1-3 s; running
 * twenty-odd migrations on a new PGlite is 10-20 s, near a test's 30 s on a busy machine). A new
 * upgrade test adds its migration here: `databaseBefore` takes no other.
 */
export const UPGRADE_TAGS = [
  "0017_level_progress",
  "0018_race_state_and_times_played",
  "0019_visitor_ids",
  "0039_party_seats",
  "0051_gold_chests_opened",
] as const;
export type UpgradeTag = (typeof UPGRADE_TAGS)[number];

/** A copy of the migrations folder whose journal stops before `tag`, and its removal. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "cp-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const upgrade = journal.entries.findIndex((entry) => entry.tag === tag);
  if (upgrade < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upgrade) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The global setup's PGlite data dir migrated up to `tag`, when there is one (not in Playwright). */
export const pgliteSnapshotBefore = (tag: string) =>
  process.env.TEST_PGLITE_BEFORE && path.join(process.env.TEST_PGLITE_BEFORE, `${tag}.tar`);

/** A database migrated up to (not including) `tag`, on `driver`, and how to run the rest. */
export async function databaseBefore(
  driver: Driver,
  tag: UpgradeTag,
): Promise<{ handle: DatabaseHandle; upgrade: () => Promise<void>; dispose: () => Promise<void> }> {
  if (driver === "pglite") {
    const snapshot = pgliteSnapshotBefore(tag);
    let handle: DatabaseHandle;
    if (snapshot && existsSync(snapshot)) {
      handle = await openDatabase({ pglite: { loadDataDir: new Blob([readFileSync(snapshot)]) }, migrate: false });
    } else {
      const before = migrationsBefore(tag);
      handle = await openDatabase({ dataDir: "memory://", migrate: false });
      await migratePglite(handle.db as never, { migrationsFolder: before.folder }).finally(before.remove);
    }
    return {
      handle,
      upgrade: () => migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      dispose: () => handle.close(),
    };
  }
  const before = migrationsBefore(tag);
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `cp_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), migrate: false });
  await migratePostgres(handle.db as never, { migrationsFolder: before.folder }).finally(before.remove);
  return {
    handle,
    upgrade: () => migratePostgres(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A player made the way the schema stood before a migration: by SQL, since later schemas may add columns. */
export async function playerBefore(db: Queryable, name: string): Promise<{ id: string }> {
  const [player] = await queryRows<{ id: string }>(
    db,
    sql`with u as (insert into users (email, email_verified) values (${`${name}@example.com`}, true) returning id)
        insert into profiles (id, username, display_name) select id, ${name}, ${name} from u returning id`,
  );
  return player;
}

/**
 * The built-in games on a database migrated up to an older migration: only the games, whose
 * columns have not changed since, where the whole seed would name columns added later.
 */
export async function gamesBefore(db: Queryable): Promise<void> {
  await db.insert(games).values(seedGames).onConflictDoNothing();
}
