/** What the class page offers its teacher beside the class itself: the games and levels homework can name. */
import { z } from "zod";
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { levelsFor } from "~/games/levels";
import { SKILLS } from "~/games/skills";
import { listGames } from "../games.server";

/** The small forms of the class page's lists (remove one homework). */
export const classActionForm = z.object({ homeworkId: z.string().uuid() });

/** Every game an engine plays and every student may play (no premium game), with its levels, for the homework and race forms. */
export async function homeworkChoices(db: Queryable) {
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
          name: level.name,
          es: level.es,
          ages: level.ages,
          // What a "master a skill" goal may ask at this level (its runs practise them), named in the reader's language on the page.
          skills: SKILLS[engine.key].filter((skill) => skill.level === level.id).map(({ id, name, es }) => ({ id, name, es })),
        })),
      },
    ];
  });
}
