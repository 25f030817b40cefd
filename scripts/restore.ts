/**
 * `npm run db:restore FILE [--force]` (in the image: `node build/restore.js`): a backup of
 * `npm run db:backup` (or a `pg_dump --inserts` file) into DATABASE_URL, or into the embedded
 * database in DATA_DIR (with the server stopped). Refuses a database that holds tables unless
 * --force; then applies the migrations newer than the backup.
 */
import { readFileSync } from "node:fs";
import { DatabaseSetupError } from "../app/db.server";
import { loadEnvOrExit } from "../app/env.server";
import { BackupError } from "../server/backup/dump";
import { restoreBackup } from "../server/backup/restore";

const env = loadEnvOrExit();
const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
if (files.length !== 1) {
  console.error("Usage: npm run db:restore -- FILE [--force]");
  process.exit(2);
}

try {
  const file = readFileSync(files[0], "utf8");
  await restoreBackup(file, { url: env.DATABASE_URL, dataDir: env.DATA_DIR }, { force });
  console.log(
    `Restored ${files[0]} into ${env.DATABASE_URL ? "DATABASE_URL" : `the embedded database in ${env.DATA_DIR}`}; migrations applied.`,
  );
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT" || code === "EISDIR") console.error(`Restore failed: cannot read ${files[0]}.`);
  else if (error instanceof BackupError || error instanceof DatabaseSetupError) console.error(`Restore failed: ${error.message}`);
  else throw error;
  process.exit(1);
}
