/**
 * A PGlite data dir migrated to the checkout's last migration, kept in a file between runs
 * (node_modules/.cache), so that an app under test opens a made database instead of making one:
 * PGlite's initdb and the migrations are most of an app's start (docs/suite-timings.md). vitest's
 * global setup keeps the one it migrates anyway (tests/support/migrated-once.ts); the e2e server
 * (tests/e2e/servers.ts) unpacks it where the app keeps its database, and makes it if no run has.
 * The file's name is a hash of the migrations and PGlite's version: a new migration, an edited
 * one or a PGlite upgrade names a new file, and a stale one is never opened.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "~/db.server";

const CACHE_DIR = path.resolve("node_modules/.cache/cleverplay");

/** Every file under `dir`, by its path inside it, sorted. */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

/** drizzle/migrations, as app/db.server.ts finds it (not imported: a start that unpacks needs no PGlite here). */
const MIGRATIONS_FOLDER = path.resolve("drizzle/migrations");

/** Where the snapshot of today's migrations is kept (it may not exist yet). */
export function migratedSnapshotFile(): string {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")).version);
  for (const file of filesUnder(MIGRATIONS_FOLDER)) hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  return path.join(CACHE_DIR, `pglite-migrated-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** The open PGlite's data dir written to `file` as a tar. */
export async function dumpDataDir(handle: DatabaseHandle, file: string) {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
}

/** Keeps `dump` (a migrated data dir's tar) as the snapshot, unless one is kept already. */
export function keepMigratedSnapshot(dump: string) {
  const file = migratedSnapshotFile();
  if (existsSync(file)) return;
  mkdirSync(CACHE_DIR, { recursive: true });
  // Copied aside, then renamed: a process reading the snapshot never meets half of one.
  const part = `${file}.${process.pid}.part`;
  copyFileSync(dump, part);
  renameSync(part, file);
}

/** The snapshot, made first if no run has kept one: a new PGlite in memory, migrated, dumped. */
export async function migratedSnapshot(): Promise<string> {
  const file = migratedSnapshotFile();
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const { openDatabase } = await import("~/db.server");
  const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
  const handle = await openDatabase({ dataDir: "memory://", migrate: false });
  const part = `${file}.${process.pid}.part`;
  try {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await dumpDataDir(handle, part);
  } finally {
    await handle.close();
  }
  renameSync(part, file);
  return file;
}

/**
 * A dumped data dir unpacked as the app's database under `dataDir` (`pglite/`, app/db.server.ts).
 * The dump names its members from "/": tar takes that off and unpacks under -C. Its
 * postmaster.pid is the dumping instance's, open at the time: a closed data dir has none.
 */
export function unpackDataDir(snapshot: string, dataDir: string) {
  mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
  execFileSync("tar", ["-xf", snapshot, "-C", path.join(dataDir, "pglite"), "--exclude=postmaster.pid"], { stdio: "ignore" });
}
