/**
 * `npm run db:move-to-postgres [-- --force]` (in the image: `node build/move-to-postgres.js`):
 * the embedded database in DATA_DIR, backed up (a copy is kept in the backup folder) and
 * restored into the empty PostgreSQL database at DATABASE_URL; then every table's row count is
 * compared. Run it with the server stopped, then start the server with DATABASE_URL set.
 * The embedded database is left as it was.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSetupError, openDatabase } from "../app/db.server";
import { loadEnvOrExit } from "../app/env.server";
import { BackupError, dumpDatabase } from "../server/backup/dump";
import { backupDir, backupFileName, writeWhole } from "../server/backup/files";
import { restoreBackup } from "../server/backup/restore";
import { rowCounts } from "../server/backup/row-counts";

const env = loadEnvOrExit();
const force = process.argv.includes("--force");

try {
  if (!env.DATABASE_URL) throw new BackupError("set DATABASE_URL to the PostgreSQL database to move to (created and empty).");
  if (!existsSync(path.join(env.DATA_DIR, "pglite"))) throw new BackupError(`there is no embedded database in DATA_DIR ${env.DATA_DIR}.`);
  // Taking the embedded database's lock refuses a running server: what it wrote later would stay behind.
  const embedded = await openDatabase({ dataDir: env.DATA_DIR, migrate: false });
  let text: string;
  let before: Record<string, number>;
  try {
    text = await dumpDatabase(embedded.source);
    before = await rowCounts(embedded.db);
  } finally {
    await embedded.close();
  }
  const file = path.join(backupDir(env), backupFileName());
  writeWhole(file, text);
  console.log(`Backup of the embedded database: ${file}`);

  await restoreBackup(text, { url: env.DATABASE_URL }, { force });
  const moved = await openDatabase({ url: env.DATABASE_URL, migrate: false });
  const after = await rowCounts(moved.db).finally(() => moved.close());
  const differing = Object.keys(before).filter((table) => table !== "drizzle.__drizzle_migrations" && before[table] !== after[table]);
  if (differing.length > 0) {
    throw new BackupError(`row counts differ after the move: ${differing.map((t) => `${t} ${before[t]} → ${after[t] ?? 0}`).join(", ")}.`);
  }
  const rows = Object.values(before).reduce((sum, count) => sum + count, 0);
  console.log(`Moved ${rows} rows in ${Object.keys(before).length} tables to DATABASE_URL; every count matches.`);
  console.log("Now start the server with DATABASE_URL set. The embedded database in DATA_DIR is left as it was.");
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DatabaseSetupError)) throw error;
  console.error(`Move failed: ${error.message}`);
  process.exit(1);
}
