// Another account on the same machine (a shared server, a school's virtual machine) opens nothing
// of the data folder: not the database's files with the password hashes and e-mail addresses,
// not the mailed reset and parent links, not the backups; nor can it write the catalogue. A
// folder an older version left open to everyone is closed at start, and the log says so.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signUp, startApp, type RunningApp } from "../support/running-app";

// Acting as another account takes root: as anyone else this test cannot run, and says so.
const asRoot = process.getuid?.() === 0;
if (!asRoot) console.warn("tests/security/data-folder.test.ts is skipped: only root can act as another account (nobody).");

/** Runs `command` as the account `nobody`: whether it succeeded. */
function nobodyCan(command: string): boolean {
  return spawnSync("runuser", ["-u", "nobody", "--", "sh", "-c", command], { stdio: "ignore" }).status === 0;
}

/** Paths in `dir` that group or others may open (read, write or enter), as `find` lists them. */
function openToOthers(dir: string): string[] {
  return execFileSync("find", [dir, "-perm", "/077"], { encoding: "utf8" }).split("\n").filter(Boolean);
}

/** `npm run db:backup` beside the running server: the backup it writes into the backups folder. */
function backUp(dataDir: string): string {
  const output = execFileSync(process.execPath, ["build/backup.js"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return /^Backup written: (\S+) /m.exec(output)![1];
}

function expectNothingOpenToNobody(dataDir: string, files: string[]) {
  expect(nobodyCan(`ls ${dataDir}`), "list the data folder").toBe(false);
  for (const file of files) expect(nobodyCan(`cat ${file} > /dev/null`), `read ${file}`).toBe(false);
  expect(nobodyCan(`touch ${path.join(dataDir, "pglite", "base", "planted")}`), "write into the database's folder").toBe(false);
  expect(openToOthers(dataDir)).toEqual([]);
}

describe.runIf(asRoot)("the data folder is its owner's only", () => {
  it(
    "another account reads none of the database, the outbox or the backups, even of a folder left open before",
    { timeout: 120_000 },
    async () => {
      // The data folder's parent is open to all, as a home or /srv is: only the folder's own modes protect it.
      const parent = mkdtempSync(path.join(tmpdir(), "cp-shared-"));
      chmodSync(parent, 0o755);
      const dataDir = path.join(parent, "data");
      let app: RunningApp = await startApp({ DATA_DIR: dataDir });
      let files: string[];
      try {
        await signUp(app);
        const backup = backUp(dataDir);
        const wal = readdirSync(path.join(dataDir, "pglite", "pg_wal")).find((name) => /^[0-9A-F]{24}$/.test(name))!;
        files = [path.join(dataDir, "pglite", "pg_wal", wal), path.join(dataDir, "outbox", app.outbox()[0].file), backup];
        expectNothingOpenToNobody(dataDir, files);
        expect(app.log()).not.toMatch(/now its owner's only/);
      } finally {
        await app.stop();
      }

      // An older version left everything readable and writable by all.
      execFileSync("chmod", ["-R", "a+rwX", dataDir]);
      expect(nobodyCan(`cat ${files[1]} > /dev/null`)).toBe(true);
      app = await startApp({ DATA_DIR: dataDir });
      try {
        expect(app.log()).toMatch(
          new RegExp(`DATA_DIR ${dataDir}: \\d+ files and folders other accounts on this machine could open are now its owner's only\\.`),
        );
        expectNothingOpenToNobody(dataDir, files);
      } finally {
        await app.stop();
      }
    },
  );
});
