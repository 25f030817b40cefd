/** What the class page offers its teacher beside the class itself: the games and levels homework can name. */
import { z } from "zod";
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { gameLanguageOf } from "~/games/language";
import { levelNameIn, levelsFor } from "~/games/levels";
import { SKILLS } from "~/games/skills";
import { skillNameIn } from "~/games/skills/types";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { listGames } from "../games.server";

/** The small forms of the class page's lists (remove one homework). */
export const classActionForm = z.object({ homeworkId: z.string().uuid() });

/** Every game an engine plays and every student may play (no premium game), with its levels, for the homework and race forms. */
export async function homeworkChoices(db: Queryable, language: string = DEFAULT_LANGUAGE) {
  // Levels and skills named in the reader's language only: the page draws one, and its data
  // travels beside its HTML (the class page's 20 levels and 80 skills).
  const named = gameLanguageOf(language);
  return (await listGames(db)).flatMap((game) => {
    const engine = engineForTitle(game.title);
    if (!engine || game.isPremium) return [];
    return [
      {
        gameId: game.id,
        title: game.title,
        raceable: game.isMultiplayer,
        levels: levelsFor(engine.key).map((level) => ({
          id: level.id,
          name: levelNameIn(level, named),
          ages: level.ages,
          // What a "master a skill" goal may ask at this level (its runs practise them).
          skills: SKILLS[engine.key]
            .filter((skill) => skill.level === level.id)
            .map((skill) => ({ id: skill.id, name: skillNameIn(skill, named) })),
        })),
      },
    ];
  });
}
