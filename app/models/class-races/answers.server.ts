/**
 * A class race player's answer sent over the race's socket (server/realtime/sockets.ts), the way
 * JavaScript players answer: the answer service (`answerPlay`), so the same engine, pace,
 * deadline and reply as its JSON answer, with the same authority (the player's own run of the
 * race's game), without an HTTP request and a sign-in lookup a question; the socket knows its
 * player's run between answers, so an answer is one statement.
 */
import type { PlayActionData, ClassRaceAnswer } from "~/games/run-view";
import { findGameByPath } from "../games.server";
import { answerPlay, type KnownRun } from "../runs/answer-service.server";
import { raceRules } from "./modes/index.server";
import { openChestFor } from "./modes/gold.server";
import { findRacePlayer, type RaceFollower } from "./players.server";
import type { Queryable } from "~/db.server";

export async function answerInRace(
  db: Queryable,
  { follower, answer, timeZone, known }: { follower: RaceFollower; answer: ClassRaceAnswer; timeZone: string; known: KnownRun },
): Promise<PlayActionData> {
  const game = await findGameByPath(db, follower.gameId);
  if (!game || !follower.racer) return { error: "Only the players of this race can answer.", answeredIndex: answer.index };
  const race = follower.mode === "classic" ? undefined : raceRules();
  const outcome = await answerPlay({ db, game, timeZone, race }, follower.racer, { ...answer, mode: "json" }, known);
  // Every outcome of a JSON answer is a reply; a page to show instead would be a change of answerPlay.
  return "reply" in outcome ? outcome.reply : { error: "That answer could not be taken. Please try again.", answeredIndex: answer.index };
}

/**
 * A Gold Quest player's chest opened on the race's socket, the way JavaScript players open it: the
 * same transaction and words as the chest's form (`openChestFor`), for the socket's own player only.
 */
export async function chestInRace(db: Queryable, { follower, raceId, chest }: { follower: RaceFollower; raceId: string; chest: number }) {
  const place = follower.racer ? await findRacePlayer(db, raceId, follower.racer) : null;
  if (!place) return { error: "Only the players of this race can open its chests." };
  return (await openChestFor(db, { raceId, playerId: place.id }, chest)).reply;
}
