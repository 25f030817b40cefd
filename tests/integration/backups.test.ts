// Backups and restores (server/backup): a backup moves a school's data to the other driver whole,
// a restore never lands on data it would mix with, and a damaged file changes nothing.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { openDatabase, type OpenOptions } from "~/db.server";
import { parseEnv } from "~/env.server";
import { getBalance, ledgerMismatches, spendCoins } from "~/models/coins.server";
import { createClassRace } from "~/models/class-races/races.server";
import { joinClassRace } from "~/models/class-races/players.server";
import { joinSession } from "~/models/multiplayer/join.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { BackupError, dumpDatabase } from "../../server/backup/dump";
import { restoreBackup } from "../../server/backup/restore";
import { rowCounts } from "../../server/backup/row-counts";
import { backupJobs } from "../../server/backup/schedule";
import { describeEachDatabase, freshDatabase, type Driver, type TestDatabase } from "../support/database";
import { postgresUrl } from "../support/fresh-database";
import { createPlayer } from "../support/fixtures";
import { playMath, seededGame } from "../support/games";

/** A school's worth of every kind of row: accounts, coins earned and spent, a run, a session, a class race. */
async function school(database: TestDatabase) {
  const { db } = database;
  const { game, engine } = await seededGame(db, "math-quest-number-crunch");
  const players = [];
  for (let i = 0; i < 3; i++) players.push(await createPlayer(db, { balance: 100 + i }));
  await spendCoins(db, { userId: players[0].id, amount: 30, referenceId: "backup-test", description: "A spend" });
  await playMath(db, { gameId: game.id, engine, owner: { userId: players[1].id }, correct: 2 });
  const session = await createSession(db, { userId: players[0].id, gameId: game.id });
  await joinSession(db, session.inviteCode, players[1].id);
  const created = await createClassRace(db, { hostId: players[2].id, gameId: game.id, level: null });
  if (!created.ok) throw new Error(created.message);
  await joinClassRace(db, { race: created.race, racer: { userId: players[0].id }, address: "192.0.2.1" });
  return players;
}

/**
 * The least a refusal or a replace needs: one account that had 100 CC and spent 30 (a profile row
 * to damage, a balance the replace brings back). The whole school's restore is the first test's.
 */
async function oneAccount(database: TestDatabase) {
  const player = await createPlayer(database.db, { balance: 100 });
  await spendCoins(database.db, { userId: player.id, amount: 30, referenceId: "backup-test", description: "A spend" });
  return player;
}

/** An empty database of `driver` to restore into, and its removal. */
async function emptyDatabase(driver: Driver): Promise<{ target: Pick<OpenOptions, "url" | "dataDir">; drop(): Promise<void> }> {
  if (driver === "pglite") return { target: { dataDir: mkdtempSync(path.join(tmpdir(), "cp-restore-")) }, drop: async () => {} };
  const name = `cp_restore_${randomBytes(6).toString("hex")}`;
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  return {
    target: { url: postgresUrl(name) },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The other driver when PostgreSQL is there; PGlite into PGlite otherwise. */
const otherDriver = (driver: Driver): Driver => (driver === "pglite" && process.env.TEST_DATABASE_URL ? "postgres" : "pglite");

describeEachDatabase("backups", (database, driver) => {
  it(
    `restore into ${otherDriver(driver)}: every table's row count, every balance and the ledger check hold`,
    { timeout: 90_000 },
    async () => {
      const players = await school(database());
      const backup = await dumpDatabase(database().source);
      const { target, drop } = await emptyDatabase(otherDriver(driver));
      try {
        await restoreBackup(backup, target);
        const restored = await openDatabase({ ...target, migrate: false });
        try {
          const before = await rowCounts(database().db);
          expect(before["public.clevercoin_transactions"]).toBeGreaterThan(3);
          expect(before["public.class_race_players"]).toBe(1);
          expect(await rowCounts(restored.db)).toEqual(before);
          for (const player of players) expect(await getBalance(restored.db, player.id)).toBe(await getBalance(database().db, player.id));
          expect(await ledgerMismatches(restored.db)).toEqual([]);
          // The ledger's SQL functions came along: the restored database keeps working.
          expect(await spendCoins(restored.db, { userId: players[1].id, amount: 5, referenceId: "after", description: "After" })).toBe(
            true,
          );
          expect(await ledgerMismatches(restored.db)).toEqual([]);
        } finally {
          await restored.close();
        }
      } finally {
        await drop();
      }
    },
  );

  // Dumps and restores: over 30 s each on a machine at load 20.
  it("restore refuses a database that holds tables, unless told to replace it", { timeout: 90_000 }, async () => {
    const player = await oneAccount(database());
    const backup = await dumpDatabase(database().source);
    await spendCoins(database().db, { userId: player.id, amount: 1, referenceId: "later", description: "Later" });
    const target = database().url ? { url: database().url } : undefined;
    if (!target) {
      // A PGlite test database lives in memory: restore into a data dir holding this one's backup.
      const { target: dir } = await emptyDatabase("pglite");
      await restoreBackup(backup, dir);
      await expect(restoreBackup(backup, dir)).rejects.toThrow(/^the database is not empty \(\d+ tables\)/);
      await restoreBackup(backup, dir, { force: true });
      return;
    }
    await expect(restoreBackup(backup, target)).rejects.toThrow(
      /^the database is not empty \(\d+ tables\): restore into an empty database, or add --force/,
    );
    await restoreBackup(backup, target, { force: true });
    const replaced = await openDatabase({ ...target, migrate: false });
    // The spend made after the backup is gone: the database is the backup's again.
    expect(await getBalance(replaced.db, player.id)).toBe(100 - 30);
    await replaced.close();
  });

  it("a damaged, cut or failing backup is refused with a reason and changes nothing", { timeout: 90_000 }, async () => {
    await oneAccount(database());
    const backup = await dumpDatabase(database().source);
    const { target, drop } = await emptyDatabase("pglite");
    const attempts: Array<[string, RegExp]> = [
      [backup.replace("INSERT INTO public.profiles", "INSERT INTO public.profileZ"), /^the backup is damaged: its checksum does not match/],
      [backup.slice(0, backup.length / 2), /^the backup is damaged/],
      // Without the checksum line, as pg_dump writes it: cut, and broken inside.
      [
        backup
          .split("\n")
          .slice(1)
          .join("\n")
          .slice(0, backup.length / 2),
        /^the backup is incomplete: pg_dump's closing line is missing/,
      ],
      [
        backup.split("\n").slice(1).join("\n").replace("INSERT INTO public.profiles", "INSERT INTO public.profileZ"),
        /^the restore failed and changed nothing: relation "public.profilez" does not exist/,
      ],
      ["hello", /^this is not a pg_dump SQL file/],
    ];
    try {
      for (const [file, reason] of attempts) {
        const error = await restoreBackup(file, target).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BackupError);
        expect((error as Error).message).toMatch(reason);
      }
      const untouched = await openDatabase({ ...target, migrate: false });
      expect(await rowCounts(untouched.db)).toEqual({});
      await untouched.close();
    } finally {
      await drop();
    }
  });
});

describe("scheduled backups", () => {
  it("write a backup once the newest is BACKUP_EVERY old, keep the newest BACKUP_KEEP, and fail loudly", async () => {
    // A clone of the migrated database, not a migration of its own (it is the schedule that is tested).
    const database = await freshDatabase("pglite");
    const dataDir = mkdtempSync(path.join(tmpdir(), "cp-scheduled-"));
    let clock = Date.now();
    const env = parseEnv({ DATA_DIR: dataDir, BACKUP_EVERY: "1h", BACKUP_KEEP: "2" });
    const [job] = backupJobs(env, database, () => clock);
    const backups = () => readdirSync(path.join(dataDir, "backups")).filter((f) => f.endsWith(".sql"));
    try {
      clock += 60 * 60_000; // the first, an hour after the start with no backup yet
      await job.run(database.db);
      expect(backups()).toHaveLength(1);
      await job.run(database.db); // not due: the newest is fresh
      expect(backups()).toHaveLength(1);
      for (let i = 0; i < 3; i++) {
        clock += 60 * 60_000;
        await job.run(database.db);
      }
      expect(backups()).toHaveLength(2);

      // A backup folder that cannot be written: the round fails (the job runner logs and counts it).
      const blocked = path.join(dataDir, "a-file");
      writeFileSync(blocked, "");
      const [failing] = backupJobs(parseEnv({ DATA_DIR: dataDir, BACKUP_DIR: blocked, BACKUP_EVERY: "1h" }), database, () => clock);
      clock += 60 * 60_000;
      await expect(failing.run(database.db)).rejects.toThrow(/ENOTDIR|EEXIST/);
    } finally {
      await database.dispose();
    }
  });
});
