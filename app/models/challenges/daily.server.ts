/**
 * Daily challenges. Each calendar day (APP_TIME_ZONE) has up to 6, drawn from the games and
 * written the first time someone asks for the day. A challenge is completed by any finished run
 * of its game with as many right answers as it asks for (its card only starts the game, and a
 * run started from a card the evening before still completes that card's challenge): that pays
 * its reward once through the ledger, and a player completes at most 6 a day. This file writes
 * and reads a day's challenges; the rest of the wing: plan.server.ts (the draw), board.server.ts
 * (the day as a player sees it), player-progress.server.ts (a player's completions) and
 * completion.server.ts (completing them when a run finishes).
 */
import { eq, sql } from "drizzle-orm";
import { dailyChallenges, games, type GameCategory } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { DAILY_CHALLENGES } from "~/economy";
import { engineForTitle } from "~/games";
import { playPath } from "~/utils/slug";
import { planChallenges, type ChallengeGame } from "./plan.server";

/**
 * Games every signed-in player can complete a challenge in: free ones with built-in content
 * (a premium game would send most players to its purchase page instead).
 */
async function challengeGames(db: Queryable): Promise<ChallengeGame[]> {
  const rows = await db
    .select({
      id: games.id,
      slug: games.slug,
      title: games.title,
      category: games.category,
    })
    .from(games)
    .where(eq(games.isPremium, false));
  return rows.filter((game) => engineForTitle(game.title));
}

export interface DailyChallenge {
  id: string;
  title: string;
  description: string;
  category: GameCategory;
  reward: number;
  /** Right answers in one round of its game that complete it. */
  goalCorrect: number;
  /** Its game's play page, carrying the challenge into the run that is started there. */
  playHref: string;
  /** Its game's title, as its description names it ({{game}} in the catalogue's words). */
  gameTitle: string;
}

/**
 * A day's challenges never change once written (the unique indexes on day and position refuse
 * more), so the last day read is kept per database: the home page reads no challenge rows again.
 */
const keptDays = new WeakMap<object, { day: string; challenges: DailyChallenge[] }>();

async function challengesOn(db: Queryable, day: string): Promise<DailyChallenge[]> {
  const kept = keptDays.get(db);
  if (kept?.day === day) return kept.challenges;
  const rows = await db
    .select({
      id: dailyChallenges.id,
      title: dailyChallenges.title,
      description: dailyChallenges.description,
      category: dailyChallenges.category,
      reward: dailyChallenges.tokensReward,
      goalCorrect: dailyChallenges.goalCorrect,
      game: { category: games.category, title: games.title },
    })
    .from(dailyChallenges)
    .innerJoin(games, eq(games.id, dailyChallenges.gameId))
    .where(eq(dailyChallenges.activeDate, day))
    .orderBy(dailyChallenges.position);
  const challenges = rows.map(({ game, ...challenge }) => ({
    ...challenge,
    playHref: `${playPath(game)}?challenge=${challenge.id}`,
    gameTitle: game.title,
  }));
  if (challenges.length > 0) keptDays.set(db, { day, challenges });
  return challenges;
}

/**
 * The challenges of `day` (YYYY-MM-DD), generated on the first request for the day. Requests
 * (on any server instance) that find none at the same moment queue on an advisory lock for the
 * day; the first one writes the rows and the others find them. The unique indexes on (day,
 * title) and (day, position) would refuse a second set anyway.
 */
export async function dailyChallengesFor(db: Queryable, day: string): Promise<DailyChallenge[]> {
  const existing = await challengesOn(db, day);
  if (existing.length > 0) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`daily_challenges:${day}`}))`);
    const written = await challengesOn(tx, day);
    if (written.length > 0) return written;
    const plan = planChallenges(day, await challengeGames(tx));
    if (plan.length > 0) {
      await tx
        .insert(dailyChallenges)
        .values(
          plan.map((challenge, position) => ({
            ...challenge,
            position,
            activeDate: day,
            tokensReward: DAILY_CHALLENGES.reward,
          })),
        )
        .onConflictDoNothing();
    }
    return challengesOn(tx, day);
  });
}
