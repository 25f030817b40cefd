/**
 * A race's words to one player (race.json's "said"): the models and the realtime hub say them in
 * the spec's English; each player's socket or event stream gives them in that player's language.
 */
import type { TFunction } from "i18next";
import { saidIn } from "~/i18n/said.server";
import type { ServerMessage } from "~/utils/session-messages";

export const raceWords = saidIn("race");

/** A message for one player, its words in the language of `t` (the race namespace's). */
export function inPlayersWords(message: ServerMessage, t: TFunction): ServerMessage {
  return message.type === "error" || message.type === "ended"
    ? { ...message, message: raceWords.inReadersWords(message.message, t) }
    : message;
}

/** Why a player's connection ends (server/realtime/clients.ts): the session is over, or they left it. */
export const SESSION_OVER = raceWords.said("said.inactive");
export const NO_LONGER_A_PLAYER = raceWords.said("said.noLongerPlayer");
