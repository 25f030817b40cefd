/**
 * Gold Quest (docs/decisions/gold-quest.md): a right answer earns a chest; the player picks one of
 * three closed chests and the server draws what it holds (gold-chests.server.ts): gain, double,
 * lose some, steal from the richest other player, or swap with a player the chest picks. While a
 * chest waits, the next answer is held. Gold is the player's place's column (never below zero);
 * each chest opened is one class_race_events row ("chest:steal", ...), and counted in the place's
 * chests_opened in the same statement, so a player has a chest waiting while their right answers
 * outnumber their chests opened.
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { eq, sql } from "drizzle-orm";
import { classRacePlayers, classRaces, gameRuns, profiles } from "../../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { chestWords, LOSE_PERCENT, type ChestOutcome, type ChestReply, type GoldModeView } from "~/utils/gold-quest";
import { placeName } from "../room.server";
import { shownLookColumns } from "../../player-look.server";
import { drawChest, type ChestDraw } from "./gold-chests.server";
import { playersWords, type ModeRules, type RacePlace } from "./rules.server";

interface ChestState {
  raceId: string;
  seed: string;
  playing: boolean;
  gold: number;
  /** Right answers so far: each earned a chest. */
  correct: number;
  /** Chests opened so far (their place's count of their chest events). */
  opened: number;
}

/** Whether the race is on: a chest waits, and opens, only while it is. */
const racePlaying = sql<boolean>`${classRaces.status} = 'playing' and ${classRaces.endsAt} > now()`;

/** The player's race, their gold, right answers and chests opened: one statement. */
async function chestState(db: Queryable, playerId: string): Promise<ChestState | null> {
  const [row] = await db
    .select({
      raceId: classRaces.id,
      seed: classRaces.seed,
      playing: racePlaying,
      gold: classRacePlayers.gold,
      correct: sql<number>`coalesce((${gameRuns.state}->>'correct')::integer, 0)`,
      opened: classRacePlayers.chestsOpened,
    })
    .from(classRacePlayers)
    .innerJoin(classRaces, eq(classRaces.id, classRacePlayers.raceId))
    .leftJoin(gameRuns, eq(gameRuns.classRacePlayerId, classRacePlayers.id))
    .where(eq(classRacePlayers.id, playerId));
  return row ? { ...row, playing: Boolean(row.playing), correct: Number(row.correct) } : null;
}

/** The chest waiting for the player (its number), or null. */
const waitingChest = (state: ChestState | null) => (state && state.playing && state.correct > state.opened ? state.opened + 1 : null);

export const goldRules: ModeRules = {
  /**
   * The run's right answers are known (a run behind the stored one is refused as stale and asked
   * again with the stored one): only whether the race is on and the chests opened are read, and
   * not even that when the chests this player is known to have opened (RaceMemory: never more
   * than are open) already match their right answers, as on a race's socket after each chest.
   */
  async beforeAnswer(db, place, run, memory) {
    if (memory.chestsOpened !== undefined && run.state.correct <= memory.chestsOpened) return null;
    const [race] = await db
      .select({ playing: racePlaying, opened: classRacePlayers.chestsOpened })
      .from(classRacePlayers)
      .innerJoin(classRaces, eq(classRaces.id, classRacePlayers.raceId))
      .where(eq(classRacePlayers.id, place.playerId));
    if (race) memory.chestsOpened = race.opened;
    return race && race.playing && run.state.correct > race.opened ? playersWords(run)("answerWords.openChestFirst") : null;
  },
  /**
   * A wrong answer never pays: no chest. A right one was taken, so no chest waited before it
   * (beforeAnswer): its chest is the next, numbered by the run's right answers, while the race is
   * on (its runs' deadline is the race's end; the host's End finishes them).
   */
  async afterAnswer(_db, _place, feedback, run) {
    if (!feedback.correct || run.deadline.getTime() <= Date.now()) return null;
    return { said: [playersWords(run)("answerWords.pickChest")], offer: { kind: "chest", chest: run.state.correct } };
  },
  async view(db, place): Promise<GoldModeView> {
    const state = await chestState(db, place.playerId);
    return { mode: "gold", raceId: place.raceId, gold: state?.gold ?? 0, chest: waitingChest(state) };
  },
};

/**
 * A chest to open: the player's place, and what the caller knows already (a race's socket: the
 * race's seed, and the chest its player's last right answer offered), which saves reading it.
 */
export type ChestOpener = Pick<RacePlace, "raceId" | "playerId"> & { seed?: string; chest?: number };

/**
 * Opens the player's chest and says what happened in their words, for the chest's form and the
 * race's socket alike: the reply, and the status a refusal has.
 */
export async function openChestFor(
  db: Queryable,
  place: ChestOpener,
  picked: number,
  t: TFunction = englishT("classrace"),
): Promise<{ reply: ChestReply; status: number }> {
  const opened = await openChest(db, place, picked);
  if (!opened.ok) return { reply: { error: t(opened.problem) }, status: opened.status };
  return { reply: { said: chestWords(opened.outcome, opened.amount, opened.targetName, t), chest: opened.chest }, status: 200 };
}

export type ChestOpened =
  | { ok: true; chest: number; outcome: ChestOutcome; amount: number; target: string | null; targetName: string | null }
  | { ok: false; problem: "answerWords.chestOpen" | "answerWords.noChest" | "answerWords.notChestPlayer"; status: number };

const ALREADY_OPEN = { ok: false, problem: "answerWords.chestOpen", status: 409 } as const;
const NO_CHEST = { ok: false, problem: "answerWords.noChest", status: 409 } as const;

/** The part of the draw the outcome used, for the report: a gain's gold, a steal's percent, a swap's pick. */
function drawnAmount(draw: ChestDraw): Record<string, number> {
  if (draw.outcome === "gain") return { gain: draw.gain };
  if (draw.outcome === "steal") return { percent: draw.percent };
  if (draw.outcome === "swap") return { pick: draw.pick };
  return {};
}

/**
 * Opens the player's waiting chest, as closed chest `picked` (1-3). The draw is made here from the
 * race's seed (the HMAC stays in one place, gold-chests.server.ts) for the chest the caller knows
 * waits, or the one read; the SQL function open_gold_chest (migrations 0043, 0052) then applies it
 * in one statement: the opener's row and a steal's or swap's target's locked in the order of their
 * ids, the chests opened and the gold read under the lock and the count raised with the gold, so a
 * chest posted twice opens once and a steal never takes more than there is. A chest the caller knew of that is gone (opened
 * from another tab) is looked for again once.
 */
export async function openChest(db: Queryable, place: ChestOpener, picked: number): Promise<ChestOpened> {
  if (place.seed !== undefined && place.chest !== undefined) {
    const known = await applyChest(db, { ...place, seed: place.seed, chest: place.chest }, picked);
    if (known.ok) return known;
  }
  const state = await chestState(db, place.playerId);
  if (!state || state.raceId !== place.raceId) return { ok: false, problem: "answerWords.notChestPlayer", status: 403 };
  const chest = waitingChest(state);
  return chest ? applyChest(db, { ...place, seed: state.seed, chest }, picked) : NO_CHEST;
}

/** Chest `chest` drawn and applied (open_gold_chest), with the name of the player it reached. */
async function applyChest(db: Queryable, place: Required<ChestOpener>, picked: number): Promise<ChestOpened> {
  const { raceId, playerId, seed, chest } = place;
  const draw = drawChest(seed, playerId, chest, picked);
  const detail = { chest, picked, roll: draw.roll, outcome: draw.outcome, ...drawnAmount(draw) };
  const [row] = await queryRows<{
    refusal: string | null;
    moved: number;
    target: string | null;
    nickname: string | null;
    displayName: string | null;
    username: string | null;
  }>(
    db,
    sql`select c.refusal, c.moved, c.target, t.nickname, ${shownLookColumns.displayName} as "displayName", ${shownLookColumns.username} as "username"
          from open_gold_chest(${raceId}::uuid, ${playerId}::uuid, ${chest}::integer, ${draw.outcome}::text, ${draw.gain}::integer,
                               ${draw.percent}::integer, ${draw.pick}::bigint, ${LOSE_PERCENT}::integer, ${JSON.stringify(detail)}::jsonb) c
          left join ${classRacePlayers} t on t.id = c.target
          left join ${profiles} on ${profiles.id} = t.user_id`,
  );
  if (row.refusal === "opened") return ALREADY_OPEN;
  if (row.refusal) return NO_CHEST;
  const targetName = row.target ? placeName(row) : null;
  return { ok: true, chest, outcome: draw.outcome, amount: Number(row.moved), target: row.target, targetName };
}
