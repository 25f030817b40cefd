/** The host's pages of a class race (projector, report): the race, for its host only. */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { engineForTitle } from "~/games";
import type { GameLanguage } from "~/games/language";
import { levelFor, levelNameIn } from "~/games/levels";
import { requireUser } from "~/models/auth.server";
import { serverT } from "~/models/language.server";
import type { Queryable } from "~/db.server";
import { UUID } from "~/utils/uuid";
import { setById } from "../sets/sets.server";
import { classRaceById, finishClassRace, type ClassRace } from "./races.server";

/**
 * The race behind `raceId` when the signed-in user hosts it; anyone else is sent to its join
 * card, and an unknown id is a 404. A race past its deadline that no live screen ended (a host
 * without JavaScript) is ended by this page load.
 */
export async function hostedRace(request: Request, context: AppLoadContext, raceId: string | undefined): Promise<ClassRace> {
  const user = await requireUser(request, context);
  const race = UUID.test(raceId ?? "") ? await classRaceById(context.db, raceId!) : null;
  if (!race) throw new Response((await serverT(request, context, "classrace"))("player.notFound"), { status: 404 });
  if (race.hostId !== user.id) throw redirect(`/join/${race.inviteCode}`);
  if (race.status === "playing" && race.endsAt && race.endsAt <= new Date()) {
    await finishClassRace(context.db, race.id, context.env.APP_TIME_ZONE);
    return (await classRaceById(context.db, race.id))!;
  }
  return race;
}

/**
 * The race's level as the projector names it in the host's language ("Counting and sums to 10",
 * "Contar y sumar hasta 10"), or its set's title (the teacher's own words), if it has one.
 */
export async function raceLevelName(
  db: Queryable,
  race: ClassRace,
  gameTitle: string,
  language: GameLanguage = "en",
): Promise<string | null> {
  if (race.setId) return (await setById(db, race.setId))?.title ?? null;
  const engine = engineForTitle(gameTitle);
  const level = engine && race.level !== null ? levelFor(engine.key, race.level) : undefined;
  return level ? levelNameIn(level, language) : null;
}
