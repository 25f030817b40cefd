// The one-time screening of names chosen before screening existed: rude usernames become
// generated nicknames, rude display names and bios are cleared, real names are left alone, and
// the job resumes where it stopped and does nothing once it is done.
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { maintenanceJobs, profiles } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { isRude } from "~/models/name-screening.server";
import { SCREEN_NAMES_JOB, screenExistingNames } from "~/models/screen-existing-names.server";
import { parseEnv } from "~/env.server";
import { NICKNAME_FORMAT } from "~/utils/nickname";
import { housekeepingJobs } from "../../server/housekeeping";
import { startJobs } from "../../server/jobs";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";

interface OldPlayer {
  username: string;
  displayName: string | null;
  bio: string | null;
}

/** Players from before screening: a username, a display name and a bio each. */
const RUDE_PLAYERS: OldPlayer[] = [
  { username: "BigFuck", displayName: "Big F", bio: "I like chess" },
  { username: "xXsh1tXx", displayName: "Shit Head", bio: null },
  { username: "Ann_Lee", displayName: "Ann", bio: "I watch p0rn" },
  { username: "tom-smith", displayName: "f.u.c.k you", bio: "dumbass" },
];
const REAL_NAME_PLAYERS: OldPlayer[] = [
  { username: "TomCockburn", displayName: "Tom Cockburn", bio: "I live in Scunthorpe" },
  { username: "penistone_pete", displayName: "Pete from Penistone", bio: "Shitterton and Essex are my favourite towns" },
  { username: "AnaliseCummings", displayName: "Analise Cummings", bio: null },
  { username: "Dikshit_12", displayName: "Priya Dikshit", bio: "Fan of Hitchcock and Shakespeare" },
  { username: "Matsushita", displayName: null, bio: "Born in Fukuoka, living in Sussex" },
  { username: "cassandra_hancock", displayName: "Cassandra", bio: "Mississippi, Massachusetts, Assisi" },
];

async function addPlayers(db: Queryable, players: OldPlayer[]) {
  const ids: string[] = [];
  for (const player of players) {
    const { id } = await createPlayer(db, { username: player.username });
    await db.update(profiles).set({ displayName: player.displayName, bio: player.bio }).where(eq(profiles.id, id));
    ids.push(id);
  }
  return ids;
}

async function namesOf(db: Queryable, ids: string[]) {
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, displayName: profiles.displayName, bio: profiles.bio })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

async function jobRow(db: Queryable) {
  const [row] = await db.select().from(maintenanceJobs).where(eq(maintenanceJobs.name, SCREEN_NAMES_JOB));
  return row;
}

describeEachDatabase("screening existing names", (database) => {
  it("gives rude usernames a nickname, clears rude display names and bios, and leaves real names alone", async () => {
    const { db } = database();
    const rudeIds = await addPlayers(db, RUDE_PLAYERS);
    const realIds = await addPlayers(db, REAL_NAME_PLAYERS);
    const realBefore = await namesOf(db, realIds);
    // Saved before the screen read invisible characters and punctuation between letters (issue 45).
    const [maya] = await addPlayers(db, [{ username: "maya_717", displayName: "F\u00ADu\u00ADc\u00ADk", bio: "I hate s!h!i!t homework" }]);

    const counts = await screenExistingNames(db);
    expect(counts).toEqual({ screened: 11, usernamesReplaced: 2, displayNamesCleared: 3, biosCleared: 3, finished: true });
    // Maya keeps her username (717 is a number); the hidden words go.
    expect(await namesOf(db, [maya])).toEqual([{ id: maya, username: "maya_717", displayName: null, bio: null }]);

    const [bigFuck, shitHead, ann, tom] = await namesOf(db, rudeIds);
    // BigFuck: a nickname; the display name and bio were fine.
    expect(bigFuck.username).toMatch(NICKNAME_FORMAT);
    expect(bigFuck.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);
    expect(bigFuck).toMatchObject({ displayName: "Big F", bio: "I like chess" });
    // xXsh1tXx "Shit Head": a nickname and no display name (pages show the username instead).
    expect(shitHead.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);
    expect(shitHead.displayName).toBeNull();
    // Ann keeps her names; only her bio goes. Tom keeps his username.
    expect(ann).toMatchObject({ username: "Ann_Lee", displayName: "Ann", bio: null });
    expect(tom).toMatchObject({ username: "tom-smith", displayName: null, bio: null });
    for (const row of [bigFuck, shitHead, ann, tom]) {
      for (const text of [row.username, row.displayName, row.bio]) expect(text === null || !isRude(text), String(text)).toBe(true);
    }

    expect(await namesOf(db, realIds)).toEqual(realBefore);
    expect((await jobRow(db)).finishedAt).toBeInstanceOf(Date);
  });

  it("does nothing once finished, even for a rude name saved afterwards", async () => {
    const { db } = database();
    const ids = await addPlayers(db, [...RUDE_PLAYERS, ...REAL_NAME_PLAYERS]);
    expect((await screenExistingNames(db)).finished).toBe(true);
    const after = await namesOf(db, ids);
    const { finishedAt } = await jobRow(db);

    // (Names saved from now on are screened when they are saved, not by this job.)
    await db.update(profiles).set({ bio: "shit" }).where(eq(profiles.id, ids[0]));
    expect(await screenExistingNames(db)).toEqual({
      screened: 0,
      usernamesReplaced: 0,
      displayNamesCleared: 0,
      biosCleared: 0,
      finished: true,
    });
    const now = await namesOf(db, ids);
    expect(now[0]).toEqual({ ...after[0], bio: "shit" });
    expect(now.slice(1)).toEqual(after.slice(1));
    expect((await jobRow(db)).finishedAt).toEqual(finishedAt);
  });

  it("resumes from its cursor: each batch moves it, and a later round starts after it", async () => {
    const { db } = database();
    const ids = await addPlayers(db, [...RUDE_PLAYERS, ...REAL_NAME_PLAYERS]);
    const inOrder = [...ids].sort(); // profiles are walked in id (uuid) order, as PostgreSQL sorts them
    const pgOrder = (await db.select({ id: profiles.id }).from(profiles).orderBy(profiles.id)).map((row) => row.id);
    expect(pgOrder).toEqual(inOrder);

    const first = await screenExistingNames(db, { batchSize: 3, maxBatches: 1 });
    expect(first).toMatchObject({ screened: 3, finished: false });
    expect(await jobRow(db)).toMatchObject({ cursor: inOrder[2], finishedAt: null });

    // Profiles the first round passed are not read again: one of them is made rude meanwhile.
    await db.update(profiles).set({ bio: "what the fuck" }).where(eq(profiles.id, inOrder[0]));
    const second = await screenExistingNames(db, { batchSize: 3, maxBatches: 2 });
    expect(second).toMatchObject({ screened: 6, finished: false });
    expect((await jobRow(db)).cursor).toBe(inOrder[8]);

    const third = await screenExistingNames(db, { batchSize: 3 });
    expect(third).toMatchObject({ screened: 1, finished: true });
    expect(first.usernamesReplaced + second.usernamesReplaced + third.usernamesReplaced).toBe(2);
    expect(first.biosCleared + second.biosCleared + third.biosCleared).toBe(2);
    expect((await namesOf(db, [inOrder[0]]))[0].bio).toBe("what the fuck");

    // The last, short batch marked the job finished.
    expect((await jobRow(db)).finishedAt).toBeInstanceOf(Date);
  });

  it("picks another nickname when the first one is taken, inside the job's transaction", async () => {
    const { db } = database();
    // The random source gives "BraveBadger10" first (taken, in other letter case), then others.
    let calls = 0;
    const random = () => (calls++ < 3 ? 0 : 0.5);
    await createPlayer(db, { username: "bravebadger10" });
    const [rudeId] = await addPlayers(db, [RUDE_PLAYERS[0]]);

    const counts = await db.transaction((tx) => screenExistingNames(tx, { random }));
    expect(counts).toMatchObject({ screened: 2, usernamesReplaced: 1, finished: true });
    const [row] = await namesOf(db, [rudeId]);
    expect(row.username).toMatch(NICKNAME_FORMAT);
    expect(row.username.toLowerCase()).not.toBe("bravebadger10");
    expect(calls).toBe(6);
  });

  it("runs as the server's housekeeping job, under its lock", async () => {
    const { db } = database();
    const [rudeId] = await addPlayers(db, [RUDE_PLAYERS[1]]);
    const jobs = housekeepingJobs(parseEnv({ NODE_ENV: "test", APP_TIME_ZONE: "UTC" }));
    const runner = startJobs(db, jobs, { firstRunAfterMs: 3_600_000 });
    try {
      expect(await runner.runNow("screen-existing-names")).toBe(true);
      expect(await runner.runNow("screen-existing-names")).toBe(true);
    } finally {
      runner.stop();
    }
    const [row] = await namesOf(db, [rudeId]);
    expect(isRude(row.username)).toBe(false);
    expect(row.displayName).toBeNull();
    expect((await jobRow(db)).finishedAt).toBeInstanceOf(Date);
  });
});
