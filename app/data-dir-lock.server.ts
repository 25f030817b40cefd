/**
 * The embedded database's folder is held by one process at a time (two corrupt it): a lock
 * directory kept fresh by proper-lockfile, and beside it a note of who holds it (process id, host
 * name, the lock directory's inode). The lock of a process that is gone is taken over at once: a
 * supervisor restarting the server after `kill -9` or an out-of-memory kill is not refused. Where
 * the holder cannot be checked (another host on a shared volume), the lock goes stale after 10 s.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { lock } from "proper-lockfile";

/** The folders this process holds: a second open of one of them in this process is refused too. */
const held = new Set<string>();

const lockDirOf = (dataDir: string) => `${dataDir}.lock`;
const ownerFileOf = (dataDir: string) => `${dataDir}.lock-owner.json`;

function take(dataDir: string) {
  return lock(dataDir, {
    stale: 10_000,
    update: 5_000,
    realpath: false,
    lockfilePath: lockDirOf(dataDir),
    // Its refresh failed (a full disk, a lock removed by hand): say so; the database goes on.
    onCompromised: (error) => console.error(`the lock on ${dataDir} could not be kept: ${error.message}`),
  });
}

/** Locks `dataDir`; rejects with code ELOCKED while a living process holds it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await take(dataDir);
  } catch (error) {
    const deadLock = (error as NodeJS.ErrnoException).code === "ELOCKED" ? deadHoldersLock(dataDir) : null;
    if (deadLock === null) throw error;
    clearDeadLock(dataDir, deadLock);
    release = await take(dataDir);
  }
  held.add(dataDir);
  const note = { pid: process.pid, host: hostname(), lock: statSync(lockDirOf(dataDir)).ino };
  writeFileSync(ownerFileOf(dataDir), JSON.stringify(note), { mode: 0o600 });
  return async () => {
    held.delete(dataDir);
    rmSync(ownerFileOf(dataDir), { force: true });
    await release();
  };
}

/**
 * The inode of the lock directory when its holder is known to be gone: it was on this host and
 * its process no longer runs (or has this process's id, as a container's PID 1 does after a
 * restart, while this process holds nothing there). Null when the holder lives or is unknown.
 */
function deadHoldersLock(dataDir: string): number | null {
  if (held.has(dataDir)) return null;
  try {
    const note = JSON.parse(readFileSync(ownerFileOf(dataDir), "utf8")) as { pid: number; host: string; lock: number };
    const inode = statSync(lockDirOf(dataDir)).ino;
    // A note left by an earlier holder of an older lock directory says nothing about this one.
    if (note.host !== hostname() || note.lock !== inode) return null;
    return note.pid === process.pid || !processRuns(note.pid) ? inode : null;
  } catch {
    return null;
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Moves the dead holder's lock directory aside (a rename: of two processes doing this at once,
 * one moves it) and deletes it. Should a living process have taken the lock in between, its
 * directory is put back and the take-over gives up.
 */
function clearDeadLock(dataDir: string, inode: number): void {
  const aside = `${lockDirOf(dataDir)}.dead-${process.pid}`;
  try {
    renameSync(lockDirOf(dataDir), aside);
  } catch {
    return; // another process moved it first: taking the lock decides between us
  }
  if (statSync(aside).ino !== inode) {
    renameSync(aside, lockDirOf(dataDir));
    return;
  }
  rmSync(aside, { recursive: true, force: true });
}
