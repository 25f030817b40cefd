/**
 * DATA_DIR holds password hashes and e-mail addresses (the embedded database), the cookie secret
 * and mailed reset and parent links (the outbox); a backup holds all of it. No other account on
 * the machine may read or write any of it: every folder and file there is its owner's only.
 * New ones are created so (umask 077, explicit modes where a file is written); PGlite chmods the
 * files of a new database 0666 itself, and a folder kept by an older version is loose, so modes
 * are also set right when the database opens and when the server starts.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Files and folders this process creates are its owner's only, whatever the mode asked for. */
export function createOwnerOnly(): void {
  process.umask(0o077);
}

/** Takes group's and others' rights off `dir` and everything in it: how many entries changed, and why some could not. */
export function makeOwnerOnly(dir: string): { changed: number; failed: string[] } {
  const count = { changed: 0, failed: [] as string[] };
  // Gone meanwhile (the database removes files as it goes): nothing to protect. Anything else
  // (another account's file, a read-only mount) is reported, and the rest is still fixed.
  const attempt = (entry: string, change: () => void) => {
    try {
      change();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "error";
      if (code !== "ENOENT") count.failed.push(`${entry} (${code})`);
    }
  };
  const visit = (entry: string) => {
    const stat = lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) attempt(entry, () => (chmodSync(entry, stat.mode & 0o700), count.changed++));
    if (stat.isDirectory()) attempt(entry, () => readdirSync(entry).forEach((name) => visit(path.join(entry, name))));
  };
  visit(dir);
  return count;
}

/** A folder the server keeps (DATA_DIR, BACKUP_DIR): created owner-only, or made so, saying so in the log. */
export function keepOwnerOnly(dir: string, setting: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { changed, failed } = makeOwnerOnly(dir);
  if (changed) {
    console.log(`${setting} ${dir}: ${changed} files and folders other accounts on this machine could open are now its owner's only.`);
  }
  if (failed.length) {
    console.warn(
      `${setting} ${dir}: ${failed.length} files and folders stay open to other accounts (chown them to this one): ${failed.slice(0, 3).join(", ")}`,
    );
  }
}
