/**
 * A backup (dump.ts) restored into an empty database, embedded or PostgreSQL, in one
 * transaction: a file that fails its checks, or any statement that fails, changes nothing.
 * Then the migrations newer than the backup are applied, as at a start.
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, queryRows, type DatabaseHandle, type OpenOptions } from "../../app/db.server";
import { BackupError, unseal } from "./dump";

export interface RestoreOptions {
  /** Replace whatever the database holds (its public and drizzle schemas are dropped first). */
  force?: boolean;
}

export async function restoreBackup(file: string, target: Pick<OpenOptions, "url" | "dataDir">, { force = false }: RestoreOptions = {}) {
  const script = unseal(file);
  const database = await openDatabase({ ...target, migrate: false });
  try {
    const tables = await userTables(database);
    if (tables > 0 && !force) {
      throw new BackupError(
        `the database is not empty (${tables} tables): restore into an empty database, or add --force to replace everything in it.`,
      );
    }
    // One message of several statements is one transaction in PostgreSQL: all of it, or none.
    const replace = tables > 0 ? "DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;\n" : "";
    await runScript(database, replace + script).catch((error: unknown) => {
      throw new BackupError(`the restore failed and changed nothing: ${error instanceof Error ? error.message : String(error)}`);
    });
  } finally {
    await database.close();
  }
  // The migrations the backup predates, applied as a start applies them.
  await (await openDatabase(target)).close();
}

async function userTables(database: DatabaseHandle): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return count;
}

/** The whole script in one simple-protocol message (a connection of its own on PostgreSQL: the dump changes its settings). */
async function runScript(database: DatabaseHandle, script: string): Promise<void> {
  if (database.source.driver === "pglite") {
    await database.source.client.exec(script);
    return;
  }
  const client = postgres(database.source.url, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(script).simple();
  } finally {
    await client.end({ timeout: 5 });
  }
}
