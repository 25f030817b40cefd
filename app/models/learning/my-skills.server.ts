/**
 * A child's skills as their own page says them (issue 49): per game, the skills mastered and the
 * ones being practised, by name in the child's `language`, easiest first. A teacher's set is not listed here: its name is
 * the teacher's, and the class's pages show it.
 */
import type { Queryable } from "~/db.server";
import { engines, gameKeys } from "~/games";
import type { GameLanguage } from "~/games/language";
import { SKILLS } from "~/games/skills";
import { skillNameIn } from "~/games/skills/types";
import { skillEstimatesOf } from "./estimates.server";

export interface GameSkills {
  game: string;
  mastered: string[];
  practising: string[];
}

/** The child's skills, named in `language` (the reader's). */
export async function skillsOfChild(db: Queryable, userId: string, language: GameLanguage = "en"): Promise<GameSkills[]> {
  const status = new Map((await skillEstimatesOf(db, userId)).map((estimate) => [estimate.skill, estimate.status]));
  return gameKeys.flatMap((key) => {
    const named = (wanted: string) =>
      SKILLS[key].filter((skill) => status.get(skill.id) === wanted).map((skill) => skillNameIn(skill, language));
    const [mastered, practising] = [named("mastered"), named("practising")];
    return mastered.length + practising.length === 0 ? [] : [{ game: engines[key].title, mastered, practising }];
  });
}
