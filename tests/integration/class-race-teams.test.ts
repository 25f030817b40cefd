import type { AppLoadContext } from "@remix-run/node";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRaces } from "../../drizzle/schema";
import { createClassRace, startClassRace, type ClassRace } from "~/models/class-races/races.server";
import { findRacePlayer, joinClassRace, runIdOfPlayer } from "~/models/class-races/players.server";
import { loadRoom } from "~/models/class-races/room.server";
import { findRunById } from "~/models/runs/runs.server";
import { action as teamsAction } from "~/routes/class-races.$raceId.teams";
import { action as playAction } from "~/routes/play.$";
import { teamName, teamStandings } from "~/utils/class-race-teams";
import { englishT } from "~/i18n/messages.server";
import type { PlayActionData } from "~/games/run-view";
import { describeEachDatabase } from "../support/database";
import { formPost, testContext } from "../support/context";
import { mathAnswer, seededGame } from "../support/games";
import { callRoute, signedInAdult, signedInPlayer, toastOf } from "../support/routes";

const ADDRESS = "203.0.113.9";
const PLAY = "/play/math/math-quest-number-crunch";

type Racer = Awaited<ReturnType<typeof signedInPlayer>>;

/** A teacher's Teams race in its lobby, and a way for a child to join it. */
async function teamsRace(context: AppLoadContext, teams: number) {
  const { game } = await seededGame(context.db, "math-quest-number-crunch");
  const host = await signedInAdult(context);
  const created = await createClassRace(context.db, { gameId: game.id, hostId: host.id, level: null, mode: "teams", teamCount: teams });
  if (!created.ok) throw new Error(created.message);
  const race = created.race;
  const join = async (): Promise<Racer> => {
    const child = await signedInPlayer(context);
    const joined = await joinClassRace(context.db, { race, racer: { userId: child.id }, address: ADDRESS });
    if (!joined.ok) throw new Error(joined.message);
    return child;
  };
  const teamsButton = (fields: Record<string, string>, cookie = host.cookie) =>
    callRoute(teamsAction, formPost(`/class-races/${race.id}/teams`, fields, { Cookie: cookie }), context, { raceId: race.id });
  return { race, host, join, teamsButton };
}

/** Each child's team, as the projector's room has it. */
async function teamsOf(context: AppLoadContext, race: ClassRace, children: Racer[]) {
  const room = (await loadRoom(context.db, race.id))!;
  const placeOf = async (child: Racer) => (await findRacePlayer(context.db, race.id, { userId: child.id }))!.id;
  const ids = await Promise.all(children.map(placeOf));
  return ids.map((id) => room.players.find((p) => p.id === id)!.team);
}

/** The race is `seconds` into its answering time (the countdown over), its clock far from the end. */
async function raceAt(context: AppLoadContext, race: ClassRace, seconds: number) {
  await context.db
    .update(classRaces)
    .set({ playsFrom: new Date(Date.now() - seconds * 1000), endsAt: new Date(Date.now() + 5 * 60_000) })
    .where(eq(classRaces.id, race.id));
  // The runs' own pace rule counts from their loading screen: long over.
  await context.db.execute(sql`update game_runs set plays_from = now() - interval '60 seconds'
    where class_race_player_id in (select id from class_race_players where race_id = ${race.id}::uuid)`);
}

/** A child answers their race question on the play page, right or wrong, as the JavaScript stage does. */
async function answer(context: AppLoadContext, race: ClassRace, child: Racer, right: boolean) {
  const place = (await findRacePlayer(context.db, race.id, { userId: child.id }))!;
  const run = (await findRunById(context.db, (await runIdOfPlayer(context.db, place.id))!))!;
  const response = await callRoute(
    playAction,
    formPost(
      PLAY,
      {
        intent: "answer",
        runId: run.id,
        index: String(run.state.index),
        answer: right ? mathAnswer(run.state) : String(Number(mathAnswer(run.state)) + 1),
        mode: "json",
      },
      { Cookie: child.cookie },
    ),
    context,
    { "*": "math/math-quest-number-crunch" },
  );
  return { status: response.status, reply: (await response.json()) as PlayActionData };
}

describeEachDatabase("class races in Teams", (database) => {
  it("splits the class into its teams by the order of joining, with one button", async () => {
    const context = testContext(database());
    const { race, join, teamsButton } = await teamsRace(context, 3);
    const children = [];
    for (let i = 0; i < 7; i++) children.push(await join());
    expect(await teamsOf(context, race, children)).toEqual([null, null, null, null, null, null, null]);

    const split = await teamsButton({ intent: "split" });
    expect(split.status).toBe(302);
    expect(split.headers.get("Location")).toBe(`/class-races/${race.id}`);
    expect(await teamsOf(context, race, children)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    const room = (await loadRoom(context.db, race.id))!;
    expect(teamStandings(room).map((t) => [teamName(t.team, englishT("classrace")), t.members.length])).toEqual([
      ["🦊 Red Foxes", 3],
      ["🦉 Blue Owls", 2],
      ["🐸 Green Frogs", 2],
    ]);
  });

  it("lets the host move a player to a team by hand, only in the lobby, only to one of the race's teams", async () => {
    const context = testContext(database());
    const { race, join, teamsButton } = await teamsRace(context, 2);
    const [maya, sam] = [await join(), await join()];
    await teamsButton({ intent: "split" });
    const samsPlace = (await findRacePlayer(context.db, race.id, { userId: sam.id }))!.id;

    expect((await teamsButton({ intent: "move", playerId: samsPlace, team: "1" })).status).toBe(302);
    expect(await teamsOf(context, race, [maya, sam])).toEqual([1, 1]);

    const noSuchTeam = await teamsButton({ intent: "move", playerId: samsPlace, team: "3" });
    expect(noSuchTeam.status).toBe(400);
    expect(await noSuchTeam.json()).toEqual({ error: "This race has 2 teams: choose one of them." });
    // Only the host sets the teams: a player's post goes to the race's card.
    const byPlayer = await teamsButton({ intent: "move", playerId: samsPlace, team: "2" }, maya.cookie);
    expect(byPlayer.headers.get("Location")).toBe(`/join/${race.inviteCode}`);
    expect(await teamsOf(context, race, [maya, sam])).toEqual([1, 1]);

    await startClassRace(context.db, race.id);
    const late = await teamsButton({ intent: "move", playerId: samsPlace, team: "2" });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: "The race has already started: teams are set before Start." });
  });

  it("puts a player who joins after the split on the smallest team, and Start puts everyone left on a team", async () => {
    const context = testContext(database());
    const { race, join, teamsButton } = await teamsRace(context, 3);
    const first = [await join(), await join(), await join(), await join()];
    await teamsButton({ intent: "split" }); // 1, 2, 3, 1
    const second = (await findRacePlayer(context.db, race.id, { userId: first[1].id }))!.id;
    await teamsButton({ intent: "move", playerId: second, team: "1" }); // Foxes 3, Owls 0, Frogs 1
    const late = await join();
    expect(await teamsOf(context, race, [late])).toEqual([2]);

    // A race nobody split: Start shares its class out by the order of joining.
    const other = await teamsRace(context, 2);
    const class2 = [await other.join(), await other.join(), await other.join()];
    expect(await startClassRace(context.db, other.race.id)).toEqual({ ok: true });
    expect(await teamsOf(context, other.race, class2)).toEqual([1, 2, 1]);
  });

  it("scores a team by its members' right answers (never a wrong one), and ranks the teams per member", async () => {
    const context = testContext(database());
    const { race, join } = await teamsRace(context, 2);
    const [ana, ben, cai] = [await join(), await join(), await join()]; // Foxes: Ana, Cai; Owls: Ben
    await startClassRace(context.db, race.id);
    await raceAt(context, race, 1);

    const right = await answer(context, race, ana, true);
    expect(right.status).toBe(200);
    expect(right.reply.race).toEqual({ said: ["+1 right answer for the 🦊 Red Foxes"] });
    await answer(context, race, ana, true);
    await answer(context, race, cai, true);
    await answer(context, race, ben, true);
    const wrong = await answer(context, race, ben, false);
    expect(wrong.reply.feedback?.correct).toBe(false);
    expect(wrong.reply.race).toBeUndefined();
    await answer(context, race, ben, false);
    await answer(context, race, ben, true);

    const standings = teamStandings((await loadRoom(context.db, race.id))!);
    // The Owls' one player has 2 right; the Foxes have 3 in all but 1.5 each: the Owls lead.
    expect(standings.map((t) => [t.team, t.right, t.perMember])).toEqual([
      [2, 2, 2],
      [1, 3, 1.5],
    ]);
  });

  it("holds every answer during a round's team talk, and takes them again when it ends", async () => {
    const context = testContext(database());
    const { race, join } = await teamsRace(context, 2);
    const child = await join();
    await startClassRace(context.db, race.id);
    await raceAt(context, race, 36); // 30 s of answers, then 10 s of team talk: 4 s of it left

    const held = await answer(context, race, child, true);
    expect(held.status).toBe(409);
    expect(held.reply.error).toMatch(/^Team talk! Next question in [34] s$/);
    // Without JavaScript the question comes back with the same words.
    const place = (await findRacePlayer(context.db, race.id, { userId: child.id }))!;
    const runId = (await runIdOfPlayer(context.db, place.id))!;
    const run = (await findRunById(context.db, runId))!;
    const page = await callRoute(
      playAction,
      formPost(PLAY, { intent: "answer", runId, index: "0", answer: mathAnswer(run.state) }, { Cookie: child.cookie }),
      context,
      { "*": "math/math-quest-number-crunch" },
    );
    expect((await toastOf(page, context))?.title).toMatch(/^Team talk! Next question in [34] s$/);
    expect((await findRunById(context.db, runId))!.state.answered).toBe(0);

    await raceAt(context, race, 41); // the next round's questions
    expect((await answer(context, race, child, true)).reply.feedback?.correct).toBe(true);
    expect((await findRunById(context.db, runId))!.state.answered).toBe(1);
  });
});
