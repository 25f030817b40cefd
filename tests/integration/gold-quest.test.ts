/**
 * Gold Quest (docs/decisions/gold-quest.md): a right answer earns a chest whose content the server
 * draws from the race's seed when it is opened; a wrong answer never opens one; chests that reach
 * the same player at once never make or lose gold; a chest posted twice opens once.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRaceEvents, classRacePlayers, classRaces } from "../../drizzle/schema";
import { createClassRace, startClassRace } from "~/models/class-races/races.server";
import { joinClassRace, raceFollower, runIdOfPlayer } from "~/models/class-races/players.server";
import { answerInRace } from "~/models/class-races/answers.server";
import { drawChest } from "~/models/class-races/modes/gold-chests.server";
import { openChest } from "~/models/class-races/modes/gold.server";
import { raceReport, reportCsv } from "~/models/class-races/report.server";
import { classRaceById } from "~/models/class-races/races.server";
import { findRunById } from "~/models/runs/runs.server";
import { action as chestAction } from "~/routes/class-races.$raceId.chest";
import { CHEST_CHANCES, CHEST_OUTCOMES, type ChestOutcome } from "~/utils/gold-quest";
import { factWords } from "~/utils/class-race-modes";
import { fixedT } from "~/i18n/messages.server";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { mathAnswer, seededGame, skipLoadingScreen } from "../support/games";
import { formPost, testContext } from "../support/context";
import { callRoute, signedInPlayer, toastOf } from "../support/routes";

/** A Gold Quest race of `names.length` players, started, their loading screens over; `seed` fixes its draws. */
async function goldRace(handle: TestDatabase, names: string[], seed?: (ids: string[]) => string) {
  const context = testContext(handle);
  const { db } = handle;
  const { game } = await seededGame(db, "math-quest-number-crunch");
  const host = await signedInPlayer(context);
  const created = await createClassRace(db, { hostId: host.id, gameId: game.id, level: null, mode: "gold" });
  if (!created.ok) throw new Error(created.message);
  const race = created.race;
  const players: (Awaited<ReturnType<typeof signedInPlayer>> & { place: string })[] = [];
  for (const name of names) {
    const user = await signedInPlayer(context, { username: name });
    const joined = await joinClassRace(db, { race, racer: { userId: user.id }, address: "198.51.100.1" });
    if (!joined.ok) throw new Error(joined.message);
    players.push({ ...user, place: joined.player.id });
  }
  if (seed)
    await db
      .update(classRaces)
      .set({ seed: seed(players.map((p) => p.place)) })
      .where(eq(classRaces.id, race.id));
  expect(await startClassRace(db, race.id)).toEqual({ ok: true });
  const racers = [];
  for (const player of players) {
    const runId = (await runIdOfPlayer(db, player.place))!;
    await skipLoadingScreen(db, runId);
    const follower = (await raceFollower(db, race.id, { userId: player.id, visitorId: null }))!;
    /** Answers the player's current question (right, or wrong), as the race's socket does. */
    const answer = async (right: boolean) => {
      const run = (await findRunById(db, runId))!;
      const text = right ? mathAnswer(run.state) : String(Number(mathAnswer(run.state)) + 1);
      const known = { remember: () => {} };
      return answerInRace(db, {
        follower,
        answer: { type: "answer", runId, index: run.state.index, answer: text },
        timeZone: "UTC",
        known,
      });
    };
    const open = (chest: number, as?: "data") =>
      callRoute(chestAction, formPost(`/class-races/${race.id}/chest`, { chest: String(chest), as }, { Cookie: player.cookie }), context, {
        raceId: race.id,
      });
    racers.push({ ...player, runId, answer, open });
  }
  const gold = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (await db.select().from(classRacePlayers).where(eq(classRacePlayers.raceId, race.id))).map((p) => [
        players.find((x) => x.place === p.id)!.username,
        p.gold,
      ]),
    );
  const events = () => db.select().from(classRaceEvents).where(eq(classRaceEvents.raceId, race.id));
  return { context, race, racers, gold, events, seed: (await classRaceById(db, race.id))!.seed };
}

/** A seed under which each `want[i]` is what player i's first chest (picked as chest 1) holds. */
function seedWhere(ids: string[], want: ChestOutcome[], also: (seed: string) => boolean = () => true): string {
  for (let i = 0; ; i++) {
    const seed = `gold-test-${i}`;
    if (want.every((outcome, p) => drawChest(seed, ids[p], 1, 1).outcome === outcome) && also(seed)) return seed;
  }
}

describeEachDatabase("Gold Quest", (database) => {
  it("opens no chest for a wrong answer; a right one offers a chest, holds the next answer until it is opened, then plays on", async () => {
    const { context, racers, gold, events, seed } = await goldRace(database(), ["maya_gq"]);
    const [maya] = racers;

    const wrong = await maya.answer(false);
    expect(wrong.feedback?.correct).toBe(false);
    expect(wrong.race).toBeUndefined();
    const refused = await maya.open(2, "data");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "No chest to open: answer a question right to earn one." });
    expect(await events()).toEqual([]);
    expect(await gold()).toEqual({ maya_gq: 0 });

    const right = await maya.answer(true);
    expect(right.race).toEqual({ said: ["Right! Pick one of the three chests."], offer: { kind: "chest", chest: 1 } });
    expect((await maya.answer(true)).error).toBe("Open your chest first!");

    // Without JavaScript: the chest's form posts, and the race's page says what it held.
    const opened = await maya.open(3);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toMatch(/\/class-races\/.+\/play$/);
    const [event] = await events();
    // Alone in the race, a steal or a swap finds no one: the chest holds what the seed says all the same.
    const drawn = drawChest(seed, maya.place, 1, 3);
    expect(event).toMatchObject({ kind: `chest:${drawn.outcome}`, detail: { chest: 1, picked: 3, roll: drawn.roll } });
    expect((await toastOf(opened, context))?.title).toBe(
      `You opened a chest: ${event.amount >= 0 ? "+" : "-"}${Math.abs(event.amount)} gold${drawn.outcome === "double" ? " (doubled)" : ""}`,
    );
    expect(await gold()).toEqual({ maya_gq: event.amount });
    // The answer is taken again; another wrong one still opens nothing.
    expect((await maya.answer(false)).feedback?.correct).toBe(false);
    expect((await maya.open(1, "data")).status).toBe(409);
    expect(await events()).toHaveLength(1);
  });

  it("draws each chest from the race's seed, the same every time, and 10,000 draws land within 1 % of the chances the help shows", async () => {
    // A fixed seed and fixed places: the count is the same on every run (a race's own seed and its
    // players' ids are random, and 10,000 draws of random ones stray past 1 % now and then).
    const { racers, events, seed } = await goldRace(database(), ["ada_gq", "bo_gq"], () => "gold-quest-chances");
    const places = ["00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000b"];
    const counts = Object.fromEntries(CHEST_OUTCOMES.map((o) => [o, 0])) as Record<ChestOutcome, number>;
    for (let i = 0; i < 10_000; i++) counts[drawChest(seed, places[i % 2], Math.floor(i / 6) + 1, (i % 3) + 1).outcome]++;
    for (const outcome of CHEST_OUTCOMES) expect(Math.abs(counts[outcome] / 100 - CHEST_CHANCES[outcome])).toBeLessThanOrEqual(1);
    expect(Object.values(CHEST_CHANCES).reduce((a, b) => a + b)).toBe(100);

    // Opened chests are the draws the seed gives, and the report can explain each one.
    for (const racer of racers) {
      await racer.answer(true);
      expect((await racer.open(2, "data")).status).toBe(200);
    }
    for (const event of await events()) {
      const drawn = drawChest(seed, event.playerId, 1, 2);
      expect(event).toMatchObject({ kind: `chest:${drawn.outcome}`, detail: { chest: 1, picked: 2, roll: drawn.roll } });
      expect(drawChest(seed, event.playerId, 1, 2)).toEqual(drawn);
    }
  });

  it("two players stealing from the same player at once never take more gold than there is", async () => {
    const handle = database();
    const { race, racers, gold, events } = await goldRace(handle, ["sam_gq", "maya_gq", "leo_gq"], (ids) =>
      seedWhere(ids.slice(1), ["steal", "steal"]),
    );
    const [sam, maya, leo] = racers;
    await handle.db.update(classRacePlayers).set({ gold: 3 }).where(eq(classRacePlayers.id, sam.place));
    await maya.answer(true);
    await leo.answer(true);
    // Two real transactions at once (the route's own work before them would space them out).
    const opened = await Promise.all([maya, leo].map((thief) => openChest(handle.db, { raceId: race.id, playerId: thief.place }, 1)));
    expect(opened.map((o) => o.ok)).toEqual([true, true]);
    const after = await gold();
    // Sam's 3 gold went to the thieves (at least 1 each while he had any), and no more.
    expect(after.sam_gq).toBeGreaterThanOrEqual(0);
    expect(after.sam_gq + after.maya_gq + after.leo_gq).toBe(3);
    const stolen = await events();
    expect(stolen.map((e) => e.kind)).toEqual(["chest:steal", "chest:steal"]);
    expect(stolen.reduce((sum, e) => sum + e.amount, 0)).toBe(3 - after.sam_gq);
    expect(stolen.every((e) => e.targetId === sam.place)).toBe(true);
  });

  it("swaps gold at once with a steal reaching the same players, and no gold is made or lost", async () => {
    const handle = database();
    const { racers, gold, events } = await goldRace(handle, ["sam_gq", "maya_gq", "leo_gq"], (ids) =>
      // Maya's chest swaps with Sam (the first other to join, pick 0 of 2); Leo's steals from the richest.
      seedWhere(ids.slice(1), ["swap", "steal"], (seed) => drawChest(seed, ids[1], 1, 1).pick % 2 === 0),
    );
    const [sam, maya, leo] = racers;
    await handle.db.update(classRacePlayers).set({ gold: 40 }).where(eq(classRacePlayers.id, sam.place));
    await handle.db.update(classRacePlayers).set({ gold: 10 }).where(eq(classRacePlayers.id, maya.place));
    await maya.answer(true);
    await leo.answer(true);
    const replies = await Promise.all([maya.open(1, "data"), leo.open(1, "data")]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const after = await gold();
    expect(Object.values(after).every((g) => g >= 0)).toBe(true);
    expect(after.sam_gq + after.maya_gq + after.leo_gq).toBe(50);
    const happened = await events();
    expect(happened.map((e) => e.kind).sort()).toEqual(["chest:steal", "chest:swap"]);
    expect(happened.find((e) => e.kind === "chest:swap")?.targetId).toBe(sam.place);
  });

  it("stops a player's gold at a million: a double past it fills up to it, and a steal takes only what fits", async () => {
    const handle = database();
    const { racers, gold, events } = await goldRace(handle, ["maya_gq", "sam_gq", "leo_gq"], (ids) =>
      seedWhere([ids[0], ids[2]], ["double", "steal"]),
    );
    const [maya, , leo] = racers;
    await handle.db.update(classRacePlayers).set({ gold: 900_000 }).where(eq(classRacePlayers.id, maya.place));
    await handle.db.update(classRacePlayers).set({ gold: 999_990 }).where(eq(classRacePlayers.id, leo.place));
    await maya.answer(true);
    expect((await maya.open(1, "data")).status).toBe(200);
    expect(await gold()).toEqual({ maya_gq: 1_000_000, sam_gq: 0, leo_gq: 999_990 });
    // Leo steals from the richest (Maya) with room for 10 only: 10 move, none made or lost.
    await leo.answer(true);
    expect((await leo.open(1, "data")).status).toBe(200);
    expect(await gold()).toEqual({ maya_gq: 999_990, sam_gq: 0, leo_gq: 1_000_000 });
    expect((await events()).map((e) => [e.kind, e.amount])).toEqual([
      ["chest:double", 100_000],
      ["chest:steal", 10],
    ]);
  });

  it("opens one chest when the same chest is posted twice at once", async () => {
    const { racers, events, gold } = await goldRace(database(), ["maya_gq"]);
    const [maya] = racers;
    await maya.answer(true);
    const replies = await Promise.all([maya.open(1, "data"), maya.open(2, "data")]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const opened = await events();
    expect(opened).toHaveLength(1);
    expect(await gold()).toEqual({ maya_gq: opened[0].amount });
  });

  it("counts each player's chests in their place, one a chest, while the whole race opens them at once and each posts twice", async () => {
    const handle = database();
    const { race, racers, events } = await goldRace(handle, ["ada_gq", "bo_gq", "cy_gq", "di_gq"]);
    const places = () => handle.db.select().from(classRacePlayers).where(eq(classRacePlayers.raceId, race.id));
    for (const racer of racers) await handle.db.update(classRacePlayers).set({ gold: 100 }).where(eq(classRacePlayers.id, racer.place));
    for (let round = 1; round <= 3; round++) {
      for (const racer of racers) await racer.answer(true);
      // Every player's chest at once, each posted twice (two closed chests picked): on PostgreSQL
      // eight statements on eight connections, reaching each other's rows by steals and swaps.
      const opened = await Promise.all(
        racers.flatMap((racer) => [1, 2].map((picked) => openChest(handle.db, { raceId: race.id, playerId: racer.place }, picked))),
      );
      expect(opened.filter((o) => o.ok)).toHaveLength(racers.length);
      for (const place of await places()) expect(place.chestsOpened).toBe(round);
    }
    const happened = await events();
    for (const place of await places()) {
      const own = happened.filter((e) => e.playerId === place.id);
      expect(place.chestsOpened).toBe(own.length);
      expect(own.map((e) => (e.detail as { chest: number }).chest).sort()).toEqual([1, 2, 3]);
      // The report explains the gold: what each chest of theirs moved, less what others' took from them.
      const taken = happened.filter((e) => e.targetId === place.id).reduce((sum, e) => sum + e.amount, 0);
      expect(place.gold).toBe(100 + own.reduce((sum, e) => sum + e.amount, 0) - taken);
    }
  });

  it("lists the mode's events in words in the report and its CSV, and ranks by gold", async () => {
    const handle = database();
    const { racers, race, events } = await goldRace(handle, ["sam_gq", "maya_gq"], (ids) => seedWhere([ids[1]], ["steal"]));
    const [sam, maya] = racers;
    await handle.db.update(classRacePlayers).set({ gold: 40 }).where(eq(classRacePlayers.id, sam.place));
    await maya.answer(true);
    expect(await (await maya.open(1, "data")).json()).toEqual({
      said: expect.stringMatching(/^You opened a chest: \+\d+ gold \(stolen from sam_gq\)$/),
      chest: 1,
    });
    const [steal] = await events();
    const report = (await raceReport(handle.db, (await classRaceById(handle.db, race.id))!))!;
    expect(report.events.map((e) => e.text)).toEqual([`maya_gq stole ${steal.amount} gold from sam_gq`]);
    expect(report.players.map((p) => [p.name, p.gold])).toEqual(
      [
        ["sam_gq", 40 - steal.amount],
        ["maya_gq", steal.amount],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    const csv = reportCsv(report).split("\r\n");
    expect(csv[0]).toMatch(/^"Place","Player","Visitor","Score","Gold","Answered"/);
    expect(csv).toContain('"Event","Time","Player","Target","Amount","What happened","Detail"');
    const line = csv.find((l) => l.includes("stole"))!;
    expect(line).toMatch(new RegExp(`"maya_gq","sam_gq","${steal.amount}","maya_gq stole ${steal.amount} gold from sam_gq","`));
    for (const fact of [
      "chest 1",
      "picked 1",
      "outcome steal",
      "goldBefore 0",
      "targetGoldBefore 40",
      `roll ${(steal.detail as { roll: number }).roll}`,
    ])
      expect(line).toContain(fact);
    // The page names each fact in the reader's words (the CSV keeps the stored names, above).
    const { roll, percent } = steal.detail as { roll: number; percent: number };
    const facts = report.events[0].facts;
    expect(factWords(facts, fixedT("en", "classrace"))).toBe(
      `roll ${roll} · chest 1 · chest picked 1 · outcome: steal · ${percent}% · gold before: 0 · target's gold before: 40`,
    );
    expect(factWords(facts, fixedT("es", "classrace"))).toBe(
      `tirada ${roll} · cofre 1 · cofre elegido 1 · resultado: robo · ${percent} % · oro antes: 0 · oro del otro jugador antes: 40`,
    );
    // A fact the report has no name for shows as stored.
    expect(factWords([["n", 2]], fixedT("es", "classrace"))).toBe("n 2");
  });
});
