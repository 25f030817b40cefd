/**
 * The placement check on a game's page (docs/decisions/placement.md): starting one, whether the
 * start screen offers it first, and what a finished one found. A placement run is a run whose
 * state has `placement` (engines.server.ts plays it); it pays nothing (finish.server.ts).
 */
import { and, eq } from "drizzle-orm";
import { gameRuns } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { placedLevel } from "~/games/learning/placement";
import { runLanguage } from "~/games/language";
import { levelFor, levelNameIn } from "~/games/levels";
import { skillById } from "~/games/skills";
import { skillNameIn } from "~/games/skills/types";
import type { PlacementFound } from "~/games/run-view";
import type { GameKey, GameLanguage, RunState } from "~/games/types";
import { placementEngineFor } from "./engines.server";
import { playerAge } from "./levels.server";
import { said } from "./play-words.server";
import { startRun, type Player } from "./runs.server";

/** Why a check cannot start: a teacher's set, or a premium game the player has not unlocked. */
export const PLACEMENT_UNAVAILABLE = said("said.placementUnavailable");

/** A new check of the game for `owner`: no clock (it ends after its last question), centred on the level for the player's age. */
export async function startPlacementRun(
  db: Queryable,
  {
    gameId,
    gameTitle,
    owner,
    now = new Date(),
    language,
  }: { gameId: string; gameTitle: string; owner: Player; now?: Date; language?: GameLanguage },
) {
  const age = "userId" in owner ? await playerAge(db, owner.userId, now) : undefined;
  const engine = placementEngineFor(gameTitle, age);
  if (!engine) return null;
  return startRun(db, { gameId, engine, owner, timer: "none", now, language });
}

/**
 * What the start screen shows of the check: "offer" (before the usual start: asked for by its
 * link, or for a signed-in player who never played this game and did not Skip it) or "link" (a
 * link under the usual start). `asked`: the page's `?placement=` ("offer" or "skip").
 */
export async function placementOnStart(
  db: Queryable,
  { gameId, userId, asked }: { gameId: string; userId: string | null; asked: string | null },
): Promise<"offer" | "link"> {
  if (asked === "offer") return "offer";
  if (asked === "skip" || !userId) return "link";
  const [played] = await db
    .select({ id: gameRuns.id })
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), eq(gameRuns.gameId, gameId)))
    .limit(1);
  return played ? "link" : "offer";
}

/** What the check in a run's state found (null: not a check); a check ended early places from the answers it has. */
export function placementFound(game: GameKey, state: RunState): PlacementFound | null {
  if (!state.placement) return null;
  const { level, weakSkills } = placedLevel(game, state.placement);
  const placed = levelFor(game, level);
  return {
    level,
    name: placed ? levelNameIn(placed, runLanguage(state)) : "",
    weakSkills: weakSkills.map((id) => {
      const skill = skillById(id);
      return skill ? skillNameIn(skill, runLanguage(state)) : id;
    }),
  };
}
