/**
 * Teams mode's rules (docs/decisions/teams-mode.md): the host splits the class into its teams in
 * the lobby (by the order of joining, or a player at a time), a newcomer after the split joins the
 * smallest team, and Start puts anyone left without a team on one first. While the race runs its
 * answers are held during each round's team talk, and a right answer is one for the player's team.
 * Every change happens under the race's row lock, as joins and Start are ordered.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { classRacePlayers, classRaces } from "../../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { MAX_TEAMS } from "~/utils/class-race-modes";
import { UUID } from "~/utils/uuid";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { teamName, teamTalkLeft, teamTalkText } from "~/utils/class-race-teams";
import { notifyClassRace, type ClassRace, type Refusal } from "../races.server";
import { playersWords, type ModeRules } from "./rules.server";

const refuse = (message: string, status = 409): Refusal => ({ ok: false, message, status });

/** The race locked for a change of its teams: a Teams race still in its lobby, or why not. */
async function lockedLobby(tx: Queryable, raceId: string, t: TFunction): Promise<ClassRace | Refusal> {
  const [race] = await tx.select().from(classRaces).where(eq(classRaces.id, raceId)).for("update");
  if (!race) return refuse(t("player.notFound"), 404);
  if (race.mode !== "teams" || !race.teamCount) return refuse(t("problems.notTeams"));
  if (race.status !== "lobby") return refuse(t("problems.teamsStarted"));
  return race;
}

/** Every player on a team by the order of joining: the 1st to team 1, the 2nd to team 2, … and round again. */
export async function splitTeams(db: Queryable, raceId: string, t: TFunction = englishT("classrace")): Promise<{ ok: true } | Refusal> {
  return db.transaction(async (tx) => {
    const race = await lockedLobby(tx, raceId, t);
    if ("ok" in race) return race;
    await tx.execute(sql`
      update class_race_players p set team = (r.n - 1) % ${race.teamCount}::integer + 1
        from (select id, row_number() over (order by created_at, id) as n
                from class_race_players where race_id = ${race.id}::uuid) r
       where p.id = r.id`);
    await notifyClassRace(tx, race.id);
    return { ok: true as const };
  });
}

/** The host moves one player to a team (by hand), refused in the host's words (`t`). */
export async function moveToTeam(
  db: Queryable,
  raceId: string,
  playerId: string,
  team: number,
  t: TFunction = englishT("classrace"),
): Promise<{ ok: true } | Refusal> {
  return db.transaction(async (tx) => {
    const race = await lockedLobby(tx, raceId, t);
    if ("ok" in race) return race;
    if (team > race.teamCount!) return refuse(t("problems.teamCount", { count: race.teamCount! }), 400);
    const moved = await tx
      .update(classRacePlayers)
      .set({ team })
      .where(and(eq(classRacePlayers.raceId, race.id), eq(classRacePlayers.id, playerId)))
      .returning({ id: classRacePlayers.id });
    if (!moved.length) return refuse(t("problems.notInRace"), 404);
    await notifyClassRace(tx, race.id);
    return { ok: true as const };
  });
}

export const teamsRules: ModeRules = {
  /**
   * During a round's team talk the answer waits (every screen counts the same seconds down). The
   * place holds the race's clock as Start set it, so an answer reads nothing more than Classic's.
   */
  async beforeAnswer(_db, place, run) {
    const left = teamTalkLeft(place, Date.now());
    return left > 0 ? teamTalkText(left, playersWords(run)) : null;
  },
  /** A right answer is one more for the team (a wrong one never pays: nothing is said); the place holds the team. */
  async afterAnswer(_db, place, feedback, run) {
    if (!feedback.correct || !place.team) return null;
    const t = playersWords(run);
    return { said: [t("answerWords.teamPoint", { team: teamName(place.team, t) })] };
  },
  // The panel reads the player's team and the bars from the live room.
  view: async () => ({ mode: "teams" }),
};

/** The lobby's team buttons: split the class by the order of joining, or move one player to a team. */
export const teamsForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("split") }),
  z.object({
    intent: z.literal("move"),
    playerId: z.string().regex(UUID),
    team: z.coerce.number().int().min(1).max(MAX_TEAMS),
  }),
]);
