/**
 * Backups made by the server: the scheduled one (a job of server/jobs.ts, every BACKUP_EVERY)
 * and the one `npm run db:backup` asks a running server for (control.ts). Each is written into
 * the backup folder, then all but the newest BACKUP_KEEP are deleted.
 */
import path from "node:path";
import type { DatabaseHandle } from "../../app/db.server";
import type { Env } from "../../app/env.server";
import type { Job } from "../jobs";
import { dumpDatabase } from "./dump";
import { backupDir, backupFileName, listBackups, pruneBackups, writeWhole, type BackupFile } from "./files";

const MINUTE = 60_000;
/** How often the job looks whether a backup is due (at most). */
const CHECK_EVERY_MS = MINUTE;
/** A folder with no backup yet: the first is made once the server has run this long. */
const FIRST_AFTER_MS = 10 * MINUTE;
/** After a failure, the next try waits this long (at most): a failing tool is not run every minute. */
const RETRY_AFTER_MS = 15 * MINUTE;

type BackupSettings = Pick<Env, "BACKUP_DIR" | "DATA_DIR" | "BACKUP_KEEP">;

/** A backup into the backup folder, then the pruning; returns the new file. */
export async function writeBackup(env: BackupSettings, source: DatabaseHandle["source"]): Promise<BackupFile> {
  const text = await dumpDatabase(source);
  const dir = backupDir(env);
  const file = path.join(dir, backupFileName());
  writeWhole(file, text);
  pruneBackups(dir, env.BACKUP_KEEP);
  return { file, at: new Date(), bytes: Buffer.byteLength(text) };
}

/**
 * The scheduled backup, or none with BACKUP_EVERY=off. It is due when the newest backup in the
 * folder is BACKUP_EVERY old, however often the server restarted meanwhile. On PostgreSQL it
 * runs under the job's lock, so one instance of several makes it; on PGlite without it, since
 * the dump itself waits for the transactions of the process to finish (dump.ts).
 */
export function backupJobs(env: Env, database: DatabaseHandle, now = () => Date.now()): Job[] {
  const every = env.BACKUP_EVERY;
  if (every === null) return [];
  const startedAt = now();
  let failedAt = -Infinity;
  const run = async () => {
    const newest = listBackups(backupDir(env)).at(-1);
    const at = now();
    const due = newest ? at - newest.at.getTime() >= every : at - startedAt >= Math.min(every, FIRST_AFTER_MS);
    if (!due || at - failedAt < Math.min(every, RETRY_AFTER_MS)) return;
    try {
      const { file, bytes } = await writeBackup(env, database.source);
      console.log(`backup written: ${file} (${bytes} bytes)`);
    } catch (error) {
      failedAt = at;
      throw error;
    }
  };
  const everyMs = Math.min(every, CHECK_EVERY_MS);
  return [database.driver === "pglite" ? { name: "backup", everyMs, unlocked: true, run } : { name: "backup", everyMs, run }];
}
