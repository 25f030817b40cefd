/**
 * A class race player's answer sent over the race's socket (server/realtime/sockets.ts), the way
 * JavaScript players answer: the answer service (`answerPlay`), so the same engine, pace,
 * deadline and reply as its JSON answer, with the same authority (the player's own run of the
 * race's game), without an HTTP request and a sign-in lookup a question; the socket knows its
 * player's run between answers, so an answer is one statement (Classic; a mode's rules add theirs).
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import type { PlayActionData, ClassRaceAnswer } from "~/games/run-view";
import { findGameByPath } from "../games.server";
import { answerPlay, type KnownRun } from "../runs/answer-service.server";
import { raceRules } from "./modes/index.server";
import type { RaceMemory } from "./modes/rules.server";
import { openChestFor } from "./modes/gold.server";
import { findRacePlayer, type RaceFollower } from "./players.server";
import type { Queryable } from "~/db.server";

/**
 * What a race's socket knows of its player between messages: their run as stored, their place in
 * the race and what a mode remembers (RaceMemory: a mode's rules read them once), and the chest
 * their last right answer offered (Gold Quest: opening it then needs no read first).
 */
export interface KnownRacer extends KnownRun, RaceMemory {
  chest?: number;
}

export async function answerInRace(
  db: Queryable,
  {
    follower,
    answer,
    timeZone,
    known,
    t = englishT("classrace"),
  }: {
    follower: RaceFollower;
    answer: ClassRaceAnswer;
    timeZone: string;
    known: KnownRacer;
    /** The player's words (the "classrace" messages) for a refusal before their run is known. */
    t?: TFunction;
  },
): Promise<PlayActionData> {
  const game = await findGameByPath(db, follower.gameId);
  if (!game || !follower.racer) return { error: t("answerWords.notPlayer"), answeredIndex: answer.index };
  const race = follower.mode === "classic" ? undefined : raceRules(known);
  const outcome = await answerPlay({ db, game, timeZone, race }, follower.racer, { ...answer, mode: "json" }, known);
  // Every outcome of a JSON answer is a reply; a page to show instead would be a change of answerPlay.
  if (!("reply" in outcome)) return { error: t("answerWords.notTaken"), answeredIndex: answer.index };
  const offer = outcome.reply.race?.offer;
  if (offer?.kind === "chest" && typeof offer.chest === "number") known.chest = offer.chest;
  return outcome.reply;
}

/**
 * A Gold Quest player's chest opened on the race's socket, the way JavaScript players open it: the
 * same statement and words as the chest's form (`openChestFor`), for the socket's own player only.
 * After an answer on this socket its place, the race's seed and the chest waiting are known.
 */
export async function chestInRace(
  db: Queryable,
  {
    follower,
    raceId,
    chest,
    known = {},
    t = englishT("classrace"),
  }: {
    follower: RaceFollower;
    raceId: string;
    chest: number;
    known?: Pick<KnownRacer, "place" | "chest" | "chestsOpened">;
    /** The player's words (the "classrace" messages; English if none). */
    t?: TFunction;
  },
) {
  const place = known.place?.raceId === raceId ? known.place : await placeOfRacer(db, raceId, follower);
  if (!place) return { error: t("answerWords.notChestPlayer") };
  const waiting = known.chest;
  // Opened or not, the chest known is spent: a refusal looked for the one waiting already.
  known.chest = undefined;
  const { reply } = await openChestFor(db, { ...place, chest: waiting }, chest, t);
  // Chest n opened: the player has opened n (the next answer needs no read to know none waits).
  known.chestsOpened = reply.chest;
  return reply;
}

async function placeOfRacer(db: Queryable, raceId: string, follower: RaceFollower) {
  const player = follower.racer ? await findRacePlayer(db, raceId, follower.racer) : null;
  return player ? { raceId, playerId: player.id } : null;
}
