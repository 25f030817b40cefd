// The embedded database's folder lock: a holder that is gone gives it up at once, a living one
// never. A container's server is PID 1 before and after its restart: its own id in the note of a
// lock it does not hold means the holder was its previous life.
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "~/data-dir-lock.server";

/** A folder whose lock a process with `pid` on `host` took and never gave back. */
function leftLocked(pid: number, host = hostname()): string {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "cp-lock-")), "pglite");
  mkdirSync(dataDir);
  mkdirSync(`${dataDir}.lock`);
  const note = { pid, host, lock: statSync(`${dataDir}.lock`).ino };
  writeFileSync(`${dataDir}.lock-owner.json`, JSON.stringify(note));
  return dataDir;
}

describe("the data folder's lock", () => {
  it("is taken over at once from a holder with this process's id (a restarted container's PID 1)", async () => {
    const release = await lockDataDir(leftLocked(process.pid));
    await release();
  });

  it("is refused while its holder runs, and while this process holds it", async () => {
    await expect(lockDataDir(leftLocked(process.ppid))).rejects.toMatchObject({ code: "ELOCKED" });
    const dataDir = leftLocked(process.pid);
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toMatchObject({ code: "ELOCKED" });
    await release();
  });

  it("is left to go stale when its holder was on another host (a shared volume)", async () => {
    await expect(lockDataDir(leftLocked(process.pid, "another-host"))).rejects.toMatchObject({ code: "ELOCKED" });
  });
});
