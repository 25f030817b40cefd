/**
 * Gold Quest (docs/decisions/gold-quest.md): a right answer earns a chest; the player picks one of
 * three closed chests and the server draws what it holds (gold-chests.server.ts): gain, double,
 * lose some, steal from the richest other player, or swap with a player the chest picks. While a
 * chest waits, the next answer is held. Gold is the player's place's column (never below zero);
 * each chest opened is one class_race_events row ("chest:steal", ...), the only count of chests
 * opened, so a player has a chest waiting while their right answers outnumber those rows.
 */
import { and, asc, count, eq, inArray, like, ne, sql } from "drizzle-orm";
import { classRaceEvents, classRacePlayers, classRaces, gameRuns } from "../../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { chestWords, LOSE_PERCENT, OPEN_CHEST_FIRST, type ChestOutcome, type ChestReply, type GoldModeView } from "~/utils/gold-quest";
import { nameOfPlace } from "../room.server";
import { drawChest, type ChestDraw } from "./gold-chests.server";
import type { ModeRules, RacePlace } from "./rules.server";

interface ChestState {
  raceId: string;
  seed: string;
  playing: boolean;
  gold: number;
  /** Right answers so far: each earned a chest. */
  correct: number;
  /** Chests opened so far (the player's chest events). */
  opened: number;
}

const openedCount = (db: Queryable, playerId: string) =>
  db
    .select({ n: count() })
    .from(classRaceEvents)
    .where(and(eq(classRaceEvents.playerId, playerId), like(classRaceEvents.kind, "chest:%")))
    .then(([row]) => Number(row?.n ?? 0));

async function chestState(db: Queryable, playerId: string): Promise<ChestState | null> {
  const [row] = await db
    .select({
      raceId: classRaces.id,
      seed: classRaces.seed,
      playing: sql<boolean>`${classRaces.status} = 'playing' and ${classRaces.endsAt} > now()`,
      gold: classRacePlayers.gold,
      correct: sql<number>`coalesce((${gameRuns.state}->>'correct')::integer, 0)`,
    })
    .from(classRacePlayers)
    .innerJoin(classRaces, eq(classRaces.id, classRacePlayers.raceId))
    .leftJoin(gameRuns, eq(gameRuns.classRacePlayerId, classRacePlayers.id))
    .where(eq(classRacePlayers.id, playerId));
  if (!row) return null;
  return { ...row, playing: Boolean(row.playing), correct: Number(row.correct), opened: await openedCount(db, playerId) };
}

/** The chest waiting for the player (its number), or null. */
const waitingChest = (state: ChestState | null) => (state && state.playing && state.correct > state.opened ? state.opened + 1 : null);

export const goldRules: ModeRules = {
  async beforeAnswer(db, place) {
    return waitingChest(await chestState(db, place.playerId)) ? OPEN_CHEST_FIRST : null;
  },
  async afterAnswer(db, place, feedback) {
    // A wrong answer never pays: no chest.
    if (!feedback.correct) return null;
    const chest = waitingChest(await chestState(db, place.playerId));
    return chest ? { said: ["Right! Pick one of the three chests."], offer: { kind: "chest", chest } } : null;
  },
  async view(db, place): Promise<GoldModeView> {
    const state = await chestState(db, place.playerId);
    return { mode: "gold", raceId: place.raceId, gold: state?.gold ?? 0, chest: waitingChest(state) };
  },
};

/**
 * Opens the player's chest and says what happened in their words, for the chest's form and the
 * race's socket alike: the reply, and the status a refusal has.
 */
export async function openChestFor(
  db: Queryable,
  place: Pick<RacePlace, "raceId" | "playerId">,
  picked: number,
): Promise<{ reply: ChestReply; status: number }> {
  const opened = await openChest(db, place, picked);
  if (!opened.ok) return { reply: { error: opened.message }, status: opened.status };
  const target = opened.target ? await nameOfPlace(db, opened.target) : null;
  return { reply: { said: chestWords(opened.outcome, opened.amount, target), chest: opened.chest }, status: 200 };
}

export type ChestOpened =
  | { ok: true; chest: number; outcome: ChestOutcome; amount: number; target: string | null }
  | { ok: false; message: string; status: number };

/**
 * The other player a steal or a swap reaches: a steal the richest other player (the first to
 * join of equals), a swap the player the draw picks among the others in the order they joined.
 */
async function targetOf(db: Queryable, place: Pick<RacePlace, "raceId" | "playerId">, draw: ChestDraw) {
  if (draw.outcome !== "steal" && draw.outcome !== "swap") return null;
  const others = await db
    .select({ id: classRacePlayers.id, gold: classRacePlayers.gold })
    .from(classRacePlayers)
    .where(and(eq(classRacePlayers.raceId, place.raceId), ne(classRacePlayers.id, place.playerId)))
    .orderBy(asc(classRacePlayers.joinedAt), asc(classRacePlayers.id));
  if (!others.length) return null;
  if (draw.outcome === "swap") return others[draw.pick % others.length].id;
  return others.reduce((richest, p) => (p.gold > richest.gold ? p : richest)).id;
}

/** The part of the draw the outcome used, for the report: a gain's gold, a steal's percent, a swap's pick. */
function drawnAmount(draw: ChestDraw): Record<string, number> {
  if (draw.outcome === "gain") return { gain: draw.gain };
  if (draw.outcome === "steal") return { percent: draw.percent };
  if (draw.outcome === "swap") return { pick: draw.pick };
  return {};
}

/** Gold moved by an outcome: [the opener's change, the target's change]. */
function goldMoved(draw: ChestDraw, gold: number, targetGold: number): [number, number] {
  switch (draw.outcome) {
    case "gain":
      return [draw.gain, 0];
    case "double":
      return [gold, 0];
    case "lose":
      return [-Math.floor((gold * LOSE_PERCENT) / 100), 0];
    case "steal": {
      // At least 1 gold from a target who has any; never more than there is.
      const taken = targetGold ? Math.min(targetGold, Math.max(1, Math.floor((targetGold * draw.percent) / 100))) : 0;
      return [taken, -taken];
    }
    case "swap":
      return [targetGold - gold, gold - targetGold];
  }
}

/**
 * Opens the player's waiting chest, as closed chest `picked` (1-3). One transaction: the opener's
 * row (and a steal's or swap's target's) is locked in the order of their ids, so two chests
 * reaching the same player wait for each other and read the gold the other left; the chest is
 * counted again under the lock, so a chest posted twice opens once.
 */
export async function openChest(db: Queryable, place: Pick<RacePlace, "raceId" | "playerId">, picked: number): Promise<ChestOpened> {
  return db.transaction(async (tx): Promise<ChestOpened> => {
    const state = await chestState(tx, place.playerId);
    if (!state || state.raceId !== place.raceId)
      return { ok: false, message: "Only the players of this race can open its chests.", status: 403 };
    const chest = waitingChest(state);
    if (!chest) return { ok: false, message: "No chest to open: answer a question right to earn one.", status: 409 };
    const draw = drawChest(state.seed, place.playerId, chest, picked);
    const target = await targetOf(tx, place, draw);
    const rows = await tx
      .select({ id: classRacePlayers.id, gold: classRacePlayers.gold })
      .from(classRacePlayers)
      .where(inArray(classRacePlayers.id, target ? [place.playerId, target] : [place.playerId]))
      .orderBy(asc(classRacePlayers.id))
      .for("update");
    if ((await openedCount(tx, place.playerId)) !== state.opened) return { ok: false, message: "That chest is already open.", status: 409 };
    const gold = rows.find((r) => r.id === place.playerId)!.gold;
    const targetGold = rows.find((r) => r.id === target)?.gold ?? 0;
    const [mine, theirs] = goldMoved(draw, gold, targetGold);
    await tx
      .update(classRacePlayers)
      .set({ gold: gold + mine })
      .where(eq(classRacePlayers.id, place.playerId));
    if (target && theirs)
      await tx
        .update(classRacePlayers)
        .set({ gold: targetGold + theirs })
        .where(eq(classRacePlayers.id, target));
    await tx.insert(classRaceEvents).values({
      raceId: place.raceId,
      playerId: place.playerId,
      targetId: target,
      kind: `chest:${draw.outcome}`,
      amount: mine,
      detail: {
        chest,
        picked,
        roll: draw.roll,
        outcome: draw.outcome,
        ...drawnAmount(draw),
        goldBefore: gold,
        ...(target ? { targetGoldBefore: targetGold } : {}),
      },
    });
    return { ok: true, chest, outcome: draw.outcome, amount: mine, target };
  });
}
