/** The backup folder (BACKUP_DIR, else DATA_DIR/backups): files named by their UTC time, oldest first. */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../../app/env.server";

const NAME = /^cleverplay-\d{8}T\d{6}\.\d{3}Z\.sql$/;

export function backupDir(env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));
}

/** `cleverplay-20260501T020000.000Z.sql`: sorting the names sorts the backups by time. */
export function backupFileName(at = new Date()): string {
  return `cleverplay-${at.toISOString().replace(/[-:]/g, "")}.sql`;
}

/** Writes a file whole or not at all: beside it first, then renamed, so no half file is ever read. */
export function writeWhole(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(`${file}.part`, text, { mode: 0o600 });
  renameSync(`${file}.part`, file);
}

export interface BackupFile {
  file: string;
  at: Date;
  bytes: number;
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => NAME.test(name))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      // Gone since the listing (pruned meanwhile): not a backup any more.
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat ? [{ file, at: stat.mtime, bytes: stat.size }] : [];
    });
}

/** Deletes all but the newest `keep` backups; returns the files deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(0, -keep);
  for (const { file } of old) rmSync(file, { force: true });
  return old.map(({ file }) => file);
}
