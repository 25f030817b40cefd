/**
 * Power-ups mode (docs/decisions/power-ups.md): every STREAK_FOR_POWER right answers in a row earn
 * a power-up, drawn from the race's seed; a player holds at most MAX_POWERS and uses one with a
 * plain form (spendPower). Freeze holds the leader's answers for FREEZE_SECONDS, Double adds the
 * next right answer's points again (the player's `bonus`, counted in the race), Shield blocks the
 * next freeze aimed at its holder. Each outcome is a class_race_events row; the earned row and a
 * pending double or shield are spent by a conditional update, so a form posted twice uses once.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { and, asc, count, eq, like, max, sql } from "drizzle-orm";
import { classRaceEvents, classRacePlayers, classRaces } from "../../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import type { RaceNews } from "~/games/run-view";
import {
  EARN_PREFIX,
  earnKind,
  FREEZE_SECONDS,
  isPower,
  MAX_POWERS,
  POWER_NAMES,
  POWERS,
  STREAK_FOR_POWER,
  type HeldPower,
  type Power,
  type PowerUpsView,
} from "~/utils/power-ups";
import { loadRoom } from "../room.server";
import { playersWords, type ModeRules, type RacePlace } from "./rules.server";
import type { Run } from "../../runs/runs.server";

const e = classRaceEvents;
const unspent = sql`(${e.detail}->>'spent') is null`;

/** When the newest freeze aimed at the player ends (the database's clock), if it has not yet. */
async function frozenUntil(db: Queryable, playerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(sql<Date>`${e.at} + ${FREEZE_SECONDS} * interval '1 second'`) })
    .from(e)
    .where(and(eq(e.targetId, playerId), eq(e.kind, "power:freeze"), sql`${e.at} > now() - ${FREEZE_SECONDS} * interval '1 second'`));
  return row?.until ? new Date(row.until) : null;
}

/** The player's power-ups not yet used, oldest first. */
async function heldPowers(db: Queryable, playerId: string): Promise<HeldPower[]> {
  const rows = await db
    .select({ seq: e.seq, kind: e.kind })
    .from(e)
    .where(and(eq(e.playerId, playerId), like(e.kind, `${EARN_PREFIX}%`), unspent))
    .orderBy(asc(e.seq));
  return rows.flatMap(({ seq, kind }) => {
    const power = kind.slice(EARN_PREFIX.length);
    return isPower(power) ? [{ seq, power }] : [];
  });
}

/** Spends the player's oldest pending double or shield (a conditional update: one spender wins); its seq, or null. */
async function spendPending(db: Queryable, playerId: string, kind: "power:double" | "power:shield"): Promise<number | null> {
  const oldest = db
    .select({ seq: e.seq })
    .from(e)
    .where(and(eq(e.playerId, playerId), eq(e.kind, kind), unspent))
    .orderBy(asc(e.seq))
    .limit(1);
  const [row] = await db
    .update(e)
    .set({ detail: sql`${e.detail} || '{"spent": true}'::jsonb` })
    .where(and(eq(e.seq, sql`(${oldest})`), unspent))
    .returning({ seq: e.seq });
  return row?.seq ?? null;
}

async function hasPending(db: Queryable, playerId: string, kind: "power:double" | "power:shield"): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(e)
    .where(and(eq(e.playerId, playerId), eq(e.kind, kind), unspent));
  return row.n > 0;
}

/** The nth power-up a player earns in a race, drawn from the race's seed: the report can say why. */
export function drawPower(seed: string, playerId: string, n: number): { power: Power; draw: number } {
  const draw = createHash("sha256").update(`${seed}:${playerId}:power:${n}`).digest().readUInt32BE(0);
  return { power: POWERS[draw % POWERS.length], draw };
}

/** Earns the player's next power-up (their streak reached a multiple of STREAK_FOR_POWER): its words. */
async function earnPower(db: Queryable, place: RacePlace, streak: number, t: TFunction): Promise<string> {
  const held = await heldPowers(db, place.playerId);
  if (held.length >= MAX_POWERS) return t("answerWords.handsFull", { streak });
  const [earned] = await db
    .select({ n: count() })
    .from(e)
    .where(and(eq(e.playerId, place.playerId), like(e.kind, `${EARN_PREFIX}%`)));
  const { power, draw } = drawPower(place.seed, place.playerId, earned.n);
  await db
    .insert(e)
    .values({ raceId: place.raceId, playerId: place.playerId, kind: earnKind(power), detail: { n: earned.n, draw, streak } });
  return t("answerWords.earned", { streak, power: t(POWER_NAMES[power].name) });
}

/** A pending double adds this right answer's points again (to the player's bonus): its words, or null. */
async function scoreDouble(db: Queryable, place: RacePlace, points: number, t: TFunction): Promise<string | null> {
  return db.transaction(async (tx) => {
    const double = await spendPending(tx, place.playerId, "power:double");
    if (double === null) return null;
    await tx
      .update(classRacePlayers)
      .set({ bonus: sql`${classRacePlayers.bonus} + ${points}` })
      .where(eq(classRacePlayers.id, place.playerId));
    await tx
      .insert(e)
      .values({ raceId: place.raceId, playerId: place.playerId, kind: "power:doubled", amount: points, detail: { double } });
    return t("answerWords.doubled", { count: points });
  });
}

async function afterAnswer(
  db: Queryable,
  place: RacePlace,
  { correct, points }: { correct: boolean; points: number },
  run: Run,
): Promise<RaceNews> {
  const [me] = await db
    .update(classRacePlayers)
    .set({ streak: correct ? sql`${classRacePlayers.streak} + 1` : 0 })
    .where(eq(classRacePlayers.id, place.playerId))
    .returning({ streak: classRacePlayers.streak });
  const said: string[] = [];
  if (correct) {
    const t = playersWords(run);
    const doubled = await scoreDouble(db, place, points, t);
    if (doubled) said.push(doubled);
    if (me.streak % STREAK_FOR_POWER === 0) said.push(await earnPower(db, place, me.streak, t));
  }
  return { said, offer: { kind: "powerups", view: await view(db, place) } };
}

async function beforeAnswer(db: Queryable, place: RacePlace, run: Run): Promise<string | null> {
  const until = await frozenUntil(db, place.playerId);
  if (!until) return null;
  const left = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return playersWords(run)("powers.frozenYou", { seconds: left });
}

async function view(db: Queryable, place: RacePlace): Promise<PowerUpsView> {
  const [me] = await db.select({ streak: classRacePlayers.streak }).from(classRacePlayers).where(eq(classRacePlayers.id, place.playerId));
  const [held, until, shield, double] = [
    await heldPowers(db, place.playerId),
    await frozenUntil(db, place.playerId),
    await hasPending(db, place.playerId, "power:shield"),
    await hasPending(db, place.playerId, "power:double"),
  ];
  return { mode: "powerups", streak: me?.streak ?? 0, held, frozenUntil: until?.toISOString() ?? null, shield, double };
}

export const powerupsRules: ModeRules = { beforeAnswer, afterAnswer, view };

export type PowerUse = { ok: true; said: string } | { ok: false; message: string; status: number };

/** Freeze: the leader, or the runner-up when the player leads; a shield up on them blocks it (and is spent). */
async function freeze(
  tx: Queryable,
  raceId: string,
  playerId: string,
  target: { id: string; name: string },
  t: TFunction,
): Promise<string> {
  const shield = await spendPending(tx, target.id, "power:shield");
  if (shield !== null) {
    await tx.insert(e).values({ raceId, playerId, targetId: target.id, kind: "power:blocked", detail: { shield } });
    return t("powers.used.blocked", { target: target.name });
  }
  await tx.insert(e).values({ raceId, playerId, targetId: target.id, kind: "power:freeze", detail: { seconds: FREEZE_SECONDS } });
  return t("powers.used.froze", { target: target.name, seconds: FREEZE_SECONDS });
}

/**
 * Uses the power-up earned by event `seq`: refused unless the race runs and the power-up is the
 * player's and unused (the earned row is spent by a conditional update, in the transaction that
 * writes what it did: of two posts of one form, one uses it and the other is told it was used).
 */
export async function spendPower(
  db: Queryable,
  { raceId, playerId, seq }: { raceId: string; playerId: string; seq: number },
  t: TFunction = englishT("classrace"),
): Promise<PowerUse> {
  return db.transaction(async (tx) => {
    const [race] = await tx
      .select({ status: classRaces.status, endsAt: classRaces.endsAt })
      .from(classRaces)
      .where(eq(classRaces.id, raceId));
    if (race?.status !== "playing" || !race.endsAt || race.endsAt <= new Date())
      return { ok: false, message: t("powers.used.notRunning"), status: 409 };
    // Freeze needs someone to freeze: asked before the power-up is spent.
    const target = (await loadRoom(tx, raceId))!.players.find((p) => p.id !== playerId);
    const [held] = await tx.select({ kind: e.kind }).from(e).where(eq(e.seq, seq));
    if (held?.kind === earnKind("freeze") && !target) return { ok: false, message: t("powers.used.nobody"), status: 409 };
    const [spent] = await tx
      .update(e)
      .set({ detail: sql`${e.detail} || '{"spent": true}'::jsonb` })
      .where(and(eq(e.seq, seq), eq(e.raceId, raceId), eq(e.playerId, playerId), like(e.kind, `${EARN_PREFIX}%`), unspent))
      .returning({ kind: e.kind });
    const power = spent?.kind.slice(EARN_PREFIX.length);
    if (!isPower(power)) return { ok: false, message: t("powers.used.gone"), status: 409 };
    if (power === "freeze") {
      return { ok: true, said: await freeze(tx, raceId, playerId, target!, t) };
    }
    await tx.insert(e).values({ raceId, playerId, kind: `power:${power}`, detail: { earned: seq } });
    return {
      ok: true,
      said: power === "double" ? t("powers.used.double") : t("powers.used.shield"),
    };
  });
}

/**
 * The use form: the earned power-up's event, and `mode=json` from a page with JavaScript (its
 * fetcher). A form without one of the player's power-ups is told so in the words of `t`.
 */
export const powerUseForm = (t: TFunction = englishT("classrace")) => {
  const choose = t("powers.choose");
  return z.object({
    seq: z.coerce.number({ invalid_type_error: choose }).int(choose).positive(choose),
    mode: z.literal("json").optional(),
  });
};
