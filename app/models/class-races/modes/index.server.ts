/**
 * A class race's mode, as rules the answer service reads (RaceRules): before an answer of a race's
 * run is taken, and after it counted. Each mode is one file beside this one with what it decides
 * (chests, teams, power-ups); Classic adds nothing. The play route and the race's socket pass
 * `raceRules()` to the answer service, which never imports this wing.
 */
import { eq } from "drizzle-orm";
import { classRacePlayers, classRaces } from "../../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { ClassRaceMode, PlayerModeView } from "~/utils/class-race-modes";
import type { RaceRules } from "../../runs/answer-service.server";
import type { Run } from "../../runs/runs.server";
import type { ModeRules, RaceMemory, RacePlace, RunPlace } from "./rules.server";
import { teamsRules } from "./teams.server";
import { powerupsRules } from "./powerups.server";
import { goldRules } from "./gold.server";

const MODES: Record<ClassRaceMode, ModeRules> = {
  classic: {},
  gold: goldRules,
  teams: teamsRules,
  powerups: powerupsRules,
};

/** The race, its mode and the player's place, for a run of a class race (null: the place is gone). */
export async function placeOfRun(db: Queryable, run: Pick<Run, "classRacePlayerId">): Promise<RunPlace | null> {
  if (!run.classRacePlayerId) return null;
  const [row] = await db
    .select({
      raceId: classRaces.id,
      playerId: classRacePlayers.id,
      mode: classRaces.mode,
      seed: classRaces.seed,
      team: classRacePlayers.team,
      playsFrom: classRaces.playsFrom,
      endsAt: classRaces.endsAt,
    })
    .from(classRacePlayers)
    .innerJoin(classRaces, eq(classRaces.id, classRacePlayers.raceId))
    .where(eq(classRacePlayers.id, run.classRacePlayerId));
  return row ?? null;
}

/** The mode beside a player's question on their run's page (null: Classic, or a mode with nothing to show). */
export async function playerModeView(db: Queryable, place: RacePlace): Promise<PlayerModeView | null> {
  const view = MODES[place.mode].view;
  return view ? view(db, place) : null;
}

/**
 * The mode rules of a class race, for one answer to the answer service: the place is read once
 * (Classic: one read, and nothing added), or not at all when `known` holds it (a race's socket
 * keeps its player's place between answers: a place never changes once the race is on, and with
 * it what a mode remembers, see RaceMemory). The race's socket knows a Classic race, and passes none.
 */
export function raceRules(known: RaceMemory = {}): RaceRules {
  let reading: Promise<RunPlace | null> | undefined;
  const placeOf = async (db: Queryable, run: Run) => {
    if (known.place && known.place.playerId === run.classRacePlayerId) return known.place;
    const found = await (reading ??= placeOfRun(db, run));
    if (found) known.place = found;
    return found;
  };
  return {
    async beforeAnswer(db, run) {
      const found = await placeOf(db, run);
      const rules = found && MODES[found.mode].beforeAnswer;
      return rules ? rules(db, found, run, known) : null;
    },
    async afterAnswer(db, run, feedback) {
      const found = await placeOf(db, run);
      const rules = found && MODES[found.mode].afterAnswer;
      return rules ? rules(db, found, feedback, run) : null;
    },
  };
}
