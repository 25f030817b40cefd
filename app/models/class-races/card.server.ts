/** The class race card of /join/{code}: what the race is, and what this viewer can do with it. */
import type { TFunction } from "i18next";
import type { Queryable } from "~/db.server";
import { englishT } from "~/i18n/messages.server";
import { findRacePlayer, joinRefusal } from "./players.server";
import type { Player } from "../runs/runs.server";
import type { ClassRace } from "./races.server";
import { loadRoom } from "./room.server";

export interface RaceCard {
  id: string;
  code: string;
  game: { title: string; category: string };
  host: string;
  players: number;
  seats: number;
  status: ClassRace["status"];
  visitorsAllowed: boolean;
  /** The viewer is in the race already (their page is the race's player page). */
  joined: boolean;
  /** The viewer hosts it (their page is the projector view). */
  hosting: boolean;
  /** Why the viewer cannot join now, if they cannot. */
  refusal: string | null;
}

/** The card as `viewer` sees it; why they cannot join is said in the words of `t` (the classrace namespace's). */
export async function raceCard(
  db: Queryable,
  race: ClassRace,
  viewer: { userId: string | null; racer: Player | null },
  t: TFunction = englishT("classrace"),
): Promise<RaceCard> {
  const room = (await loadRoom(db, race.id))!;
  const joined = viewer.racer ? Boolean(await findRacePlayer(db, race.id, viewer.racer)) : false;
  const hosting = viewer.userId === race.hostId;
  const full = room.players.length >= race.seats;
  const refusal =
    joined || hosting ? null : (joinRefusal(race, null, t)?.message ?? (full ? t("joining.full", { seats: race.seats }) : null));
  return {
    id: race.id,
    code: race.inviteCode,
    game: { title: room.game.title, category: room.game.category },
    host: room.host,
    players: room.players.length,
    seats: race.seats,
    status: race.status,
    visitorsAllowed: race.visitorsAllowed,
    joined,
    hosting,
    refusal,
  };
}
