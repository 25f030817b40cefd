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

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or a transaction in progress: models accept either. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: "postgres" | "pglite";
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

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.url ? openPostgres(options.url, options.poolSize) : await openPglite(options);
  if (options.migrate !== false) await migrateDatabase(handle);
  return handle;
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "postgres",
    async listen(channel, callback) {
      const subscription = await client.listen(channel, callback);
      return () => subscription.unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (options.dataDir && !options.dataDir.startsWith("memory://")) {
    dataDir = path.resolve(options.dataDir, "pglite");
    // PGlite cannot create nested directories itself.
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, ...options.pglite });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    async listen(channel, callback) {
      const unlisten = await client.listen(channel, callback);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === "postgres") {
    await migratePostgres(handle.db as never, config);
  } else {
    await migratePglite(handle.db as never, config);
  }
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
