/**
 * `npm run db:backup [FILE | -]` (in the image: `node build/backup.js`): one consistent SQL
 * backup of DATABASE_URL, or of the embedded database in DATA_DIR, written to FILE, to stdout
 * with `-`, or by default into the backup folder (BACKUP_DIR, else DATA_DIR/backups; old ones
 * pruned to BACKUP_KEEP). A server running on the embedded database makes it itself (it alone
 * may open the database): this command asks it through DATA_DIR's socket.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabaseOrExit } from "../app/db.server";
import { loadEnvOrExit, type Env } from "../app/env.server";
import { backupFromRunningServer } from "../server/backup/control";
import { BackupError, dumpDatabase } from "../server/backup/dump";
import { backupDir, backupFileName, pruneBackups, writeWhole } from "../server/backup/files";

const env = loadEnvOrExit();
const target = process.argv[2];

try {
  const text = await backup(env);
  if (target === "-") {
    process.stdout.write(text);
  } else {
    const file = path.resolve(target ?? path.join(backupDir(env), backupFileName()));
    writeWhole(file, text);
    if (!target) pruneBackups(backupDir(env), env.BACKUP_KEEP);
    console.log(`Backup written: ${file} (${Buffer.byteLength(text)} bytes).`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}

async function backup(env: Env): Promise<string> {
  if (env.DATABASE_URL) return dumpDatabase({ driver: "postgres", url: env.DATABASE_URL });
  const fromServer = await backupFromRunningServer(env.DATA_DIR);
  if (fromServer !== undefined) return fromServer;
  if (!existsSync(path.join(env.DATA_DIR, "pglite"))) throw new BackupError(`there is no embedded database in DATA_DIR ${env.DATA_DIR}.`);
  const database = await openDatabaseOrExit({ dataDir: env.DATA_DIR, migrate: false });
  try {
    return await dumpDatabase(database.source);
  } finally {
    await database.close();
  }
}
