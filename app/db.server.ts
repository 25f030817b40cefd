/**
 * The one place that knows which PostgreSQL runs: postgres.js when a URL is given, otherwise
 * PGlite embedded in a data directory. Everything else receives a `Database`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "../drizzle/schema";
import { lockDataDir } from "./data-dir-lock.server";
import { createOwnerOnly, makeOwnerOnly } from "./owner-only-files.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or a transaction in progress: models accept either. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * For the realtime hub's reads of what its screens show (class race rooms): on PostgreSQL a
   * connection of its own, so they do not queue behind the requests that fill the pool when the
   * site is busy; on PGlite, `db` (one connection in the process anyway).
   */
  realtimeDb: Database;
  driver: "postgres" | "pglite";
  /** What a backup reads from (server/backup): the PostgreSQL address, or the PGlite instance. */
  source: { driver: "postgres"; url: string } | { driver: "pglite"; client: PGlite };
  /** Runs `callback` for every NOTIFY on `channel`; returns the function that stops it. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; without it PGlite stores the database in `dataDir`. */
  url?: string;
  dataDir?: string;
  /** Extra PGlite options (tests pass `loadDataDir` to start from a migrated snapshot). */
  pglite?: PGliteOptions;
  /** Apply pending migrations from drizzle/migrations (default true). */
  migrate?: boolean;
  /** Connections in the postgres.js pool. */
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle/migrations");

/** A database that cannot be opened as configured: its message names the setting and the cause. */
export class DatabaseSetupError extends Error {
  name = "DatabaseSetupError";
}

/** Held by whichever process migrates a PostgreSQL database; others wait for it, then find nothing to do. */
const MIGRATION_LOCK = 0x6c657665; // "leve": any constant the app's job locks do not use

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, { max: options.poolSize ?? 10, onnotice: () => {} });
    try {
      // The first query: a wrong address, password or database name shows here.
      await (options.migrate !== false ? migrateLocked(client, options.url) : client`select 1`);
    } catch (error) {
      await client.end({ timeout: 1 }).catch(() => {});
      throw connectionProblem(options.url, error);
    }
    return postgresHandle(client, options.url);
  }
  const handle = await openPglite(options);
  if (options.migrate !== false) await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return handle;
}

/** DATABASE_URL's problem in one line: where it points (never its password) and why it failed. */
function connectionProblem(url: string, error: unknown): Error {
  const code = pgErrorCode(error) ?? (error as { code?: string }).code;
  let where = "the server";
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || 5432}, database ${parsed.pathname.slice(1) || "(none)"}, user ${decodeURIComponent(parsed.username) || "(none)"}`;
  } catch {
    // an unparsable URL is refused by the settings check before this
  }
  const causes: Record<string, string> = {
    ECONNREFUSED: "nothing accepts connections there",
    ENOTFOUND: "no such host",
    ETIMEDOUT: "the connection timed out",
    "28P01": "the password was refused",
    "28000": "the user may not connect",
    "3D000": "no such database",
  };
  // Anything else is not a setting's fault: it keeps its stack.
  if (!code || !causes[code]) return error instanceof Error ? error : new Error(String(error));
  return new DatabaseSetupError(`DATABASE_URL (${where}): ${causes[code]}.`);
}

/** For entry points (server, db:migrate, db:seed): the database, or its problem in one line and exit code 1. */
export async function openDatabaseOrExit(options: OpenOptions): Promise<DatabaseHandle> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DatabaseSetupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Two instances starting at once on a fresh database would both create its types and tables
 * (one died on a duplicate pg_type row): each migrates while holding a session advisory lock on a
 * connection of its own, so the second waits and then has nothing left to apply.
 */
async function migrateLocked(client: postgres.Sql, url: string): Promise<void> {
  const holder = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await holder`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await holder.end({ timeout: 5 }); // ending the session releases its lock
  }
}

function postgresHandle(client: postgres.Sql, url: string): DatabaseHandle {
  const db = drizzlePostgres(client, { schema });
  // postgres.js connects on the first query: an instance without class races never opens it.
  const realtimeClient = postgres(url, { max: 1, onnotice: () => {} });
  return {
    db: db as unknown as Database,
    realtimeDb: drizzlePostgres(realtimeClient, { schema }) as unknown as Database,
    driver: "postgres",
    source: { driver: "postgres", url },
    async listen(channel, callback) {
      const subscription = await client.listen(channel, callback);
      return () => subscription.unlisten();
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), realtimeClient.end({ timeout: 5 })]);
    },
  };
}

/**
 * PGlite has no lock between processes, and two on one folder corrupt it ("unexpected data beyond
 * EOF"): the folder is locked for the life of the process (data-dir-lock.server.ts). A second
 * process is refused with a message saying what to do.
 */
async function lockOrRefuse(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new DatabaseSetupError(
      `DATA_DIR ${path.dirname(dataDir)} is in use by another CleverPlay process (a running server, db:migrate or db:seed): stop it first.`,
    );
  }
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  let unlock = async () => {};
  if (options.dataDir && !options.dataDir.startsWith("memory://")) {
    dataDir = path.resolve(options.dataDir, "pglite");
    createOwnerOnly();
    // PGlite cannot create nested directories itself.
    mkdirSync(dataDir, { recursive: true });
    unlock = await lockOrRefuse(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, ...options.pglite });
  } catch (error) {
    await unlock();
    throw error;
  }
  // The files of a new database come 0666 from PGlite, whatever the umask.
  if (dataDir) makeOwnerOnly(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    realtimeDb: db as unknown as Database,
    driver: "pglite",
    source: { driver: "pglite", client },
    async listen(channel, callback) {
      const unlisten = await client.listen(channel, callback);
      return () => unlisten();
    },
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/** Rows of a raw query: postgres.js answers an array, PGlite `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The PostgreSQL error code of a failed query (23505 unique, 23514 check, ...), if any. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
