/**
 * Daily challenges. Each calendar day (APP_TIME_ZONE) has up to 6, drawn from the games and
 * written the first time someone asks for the day. A challenge is completed by any finished run
 * of its game with as many right answers as it asks for (its card only starts the game, and a
 * run started from a card the evening before still completes that card's challenge): that pays
 * its reward once through the ledger, and a player completes at most 6 a day.
 */
import { and, count, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { dailyChallenges, games, profiles, userChallengeProgress, type GameCategory } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { rngFor, shuffle } from "~/games/random";
import { DAILY_CHALLENGES } from "~/economy";
import { DAILY_LIMIT_REACHED } from "~/utils/challenges";
import type { CoinItem } from "~/utils/coins";
import { calendarDay } from "~/utils/dates";
import { playPath } from "~/utils/slug";
import { awardCoins } from "./coins.server";

interface Template {
  title: string;
  /** Right answers one finished run needs: within a category each template asks for a different number. */
  goal: number;
  description: (game: string) => string;
}

// Every template asks for right answers in one round, in the words of its game. Any finished run
// of the game counts, so a child who just plays moves forward; the goals of one category differ,
// so two challenges of one game never ask for the same thing.
const templatesByCategory: Partial<Record<GameCategory, Template[]>> = {
  math: [
    { title: "Number Ninja", goal: 1, description: (game) => `Solve at least one problem in ${game}.` },
    { title: "Quick Sums", goal: 2, description: (game) => `Get 2 answers right in one round of ${game}.` },
    { title: "Mental Math Sprint", goal: 3, description: (game) => `Race the clock in ${game} and get 3 answers right.` },
  ],
  reading: [
    { title: "Word Wizard", goal: 1, description: (game) => `Unscramble at least one word in ${game}.` },
    { title: "Spelling Spree", goal: 2, description: (game) => `Unscramble 2 words in one round of ${game}.` },
    { title: "Vocabulary Quest", goal: 3, description: (game) => `Use the hints in ${game} to crack 3 scrambled words in one round.` },
  ],
  logic: [
    { title: "Pattern Detective", goal: 1, description: (game) => `Solve at least one puzzle in ${game}.` },
    { title: "Think It Through", goal: 2, description: (game) => `Solve 2 puzzles in one round of ${game}.` },
    { title: "Riddle Solver", goal: 3, description: (game) => `Pick the right answer to 3 questions in one round of ${game}.` },
  ],
};

/** For a game of any other category. */
const generalTemplates: Template[] = [
  { title: "Brain Booster", goal: 1, description: (game) => `Get at least one answer right in ${game}.` },
  { title: "Daily Warm-Up", goal: 2, description: (game) => `Play ${game} and get 2 answers right in one round.` },
];

export interface ChallengeGame {
  id: string;
  slug: string;
  title: string;
  category: GameCategory;
}

export interface PlannedChallenge {
  gameId: string;
  title: string;
  description: string;
  category: GameCategory;
  goalCorrect: number;
}

/**
 * The day's challenges, drawn from `candidates` with a generator seeded by the date: the same
 * date and games always give the same list. Each game's templates are dealt one per game per
 * round, so the first cards (the home page shows 3) are different games; a title already dealt
 * is dropped.
 */
export function planChallenges(day: string, candidates: readonly ChallengeGame[]): PlannedChallenge[] {
  const rng = rngFor("daily-challenges", day);
  // Sorted first, so the draw does not depend on the order the database returned the games in.
  const sorted = [...candidates].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const decks = shuffle(rng, sorted).map((game) =>
    shuffle(rng, templatesByCategory[game.category] ?? generalTemplates).map((template) => ({
      gameId: game.id,
      title: template.title,
      description: template.description(game.title),
      category: game.category,
      goalCorrect: template.goal,
    })),
  );
  const plan: PlannedChallenge[] = [];
  const titles = new Set<string>();
  const rounds = Math.max(0, ...decks.map((deck) => deck.length));
  for (let round = 0; round < rounds; round++) {
    for (const deck of decks) {
      const challenge = deck[round];
      if (!challenge || titles.has(challenge.title)) continue;
      if (plan.length === DAILY_CHALLENGES.perDay) return plan;
      titles.add(challenge.title);
      plan.push(challenge);
    }
  }
  return plan;
}

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

/** Daily challenges `userId` completed on today's calendar day in `timeZone`: the daily limit counts these. */
export async function challengesCompletedToday(db: Queryable, userId: string, timeZone: string, now = new Date()): Promise<number> {
  const today = calendarDay(now, timeZone);
  const [row] = await db
    .select({ n: count() })
    .from(userChallengeProgress)
    .where(
      and(
        eq(userChallengeProgress.userId, userId),
        eq(userChallengeProgress.completed, true),
        sql`(${userChallengeProgress.completedAt} at time zone ${timeZone})::date = ${today}::date`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** What a challenge card's button offers. */
export type ChallengeStatus = "sign-in" | "available" | "completed" | "limit-reached";

export interface ChallengeBoard {
  challenges: Array<DailyChallenge & { status: ChallengeStatus }>;
  /** The signed-in player's day (null for a visitor). */
  progress: {
    completedToday: number;
    dailyLimit: number;
    coinsToday: number;
  } | null;
}

/** Today's challenges as `userId` (null: a visitor) sees them. */
export async function challengeBoard(
  db: Queryable,
  { userId, timeZone, now = new Date() }: { userId: string | null; timeZone: string; now?: Date },
): Promise<ChallengeBoard> {
  const challenges = await dailyChallengesFor(db, calendarDay(now, timeZone));
  if (!userId) {
    return {
      challenges: challenges.map((c) => ({ ...c, status: "sign-in" })),
      progress: null,
    };
  }
  const [done, completedToday] = await Promise.all([
    db
      .select({ id: userChallengeProgress.challengeId })
      .from(userChallengeProgress)
      .where(
        and(
          eq(userChallengeProgress.userId, userId),
          eq(userChallengeProgress.completed, true),
          inArray(
            userChallengeProgress.challengeId,
            challenges.map((c) => c.id),
          ),
        ),
      ),
    challengesCompletedToday(db, userId, timeZone, now),
  ]);
  const completed = new Set(done.map((row) => row.id));
  const limitReached = completedToday >= DAILY_CHALLENGES.perDay;
  return {
    challenges: challenges.map((c) => ({
      ...c,
      status: completed.has(c.id) ? "completed" : limitReached ? "limit-reached" : "available",
    })),
    progress: {
      completedToday,
      dailyLimit: DAILY_CHALLENGES.perDay,
      coinsToday: completedToday * DAILY_CHALLENGES.reward,
    },
  };
}

/**
 * challengeBoard, or null when today's challenges could not be read or generated (the error is
 * logged): a page then says 'Challenge Generation Failed' instead of failing as a whole.
 */
export async function challengeBoardOrNull(...args: Parameters<typeof challengeBoard>): Promise<ChallengeBoard | null> {
  try {
    return await challengeBoard(...args);
  } catch (error) {
    console.error("daily challenges could not be loaded", error);
    return null;
  }
}

export interface PlayPageChallenge {
  id: string;
  title: string;
  reward: number;
  /** Right answers in one round that complete it. */
  goalCorrect: number;
  completed: boolean;
}

/**
 * The challenge `challengeId` of this game as the play page shows it to `userId`, or null when
 * it is not one of this game's (or, given `day`, not one of that day's).
 */
export async function challengeOfGame(
  db: Queryable,
  { challengeId, gameId, userId, day }: { challengeId: string; gameId: string; userId: string; day?: string },
): Promise<PlayPageChallenge | null> {
  const [row] = await db
    .select({
      id: dailyChallenges.id,
      title: dailyChallenges.title,
      reward: dailyChallenges.tokensReward,
      goalCorrect: dailyChallenges.goalCorrect,
      completed: userChallengeProgress.completed,
    })
    .from(dailyChallenges)
    .leftJoin(
      userChallengeProgress,
      and(eq(userChallengeProgress.challengeId, dailyChallenges.id), eq(userChallengeProgress.userId, userId)),
    )
    .where(
      and(
        eq(dailyChallenges.id, challengeId),
        eq(dailyChallenges.gameId, gameId),
        day === undefined ? undefined : eq(dailyChallenges.activeDate, day),
      ),
    );
  return row ? { ...row, completed: row.completed === true } : null;
}

/**
 * Whether a run of this game started now from the challenge's card may complete it: "ready",
 * "limit-reached" when the player has completed 6 today, "unavailable" when it is not today's
 * challenge of this game or is completed already (the run is then an ordinary one).
 */
export async function challengeForNewRun(
  db: Queryable,
  options: {
    challengeId: string;
    gameId: string;
    userId: string;
    timeZone: string;
    now?: Date;
  },
): Promise<"ready" | "limit-reached" | "unavailable"> {
  const now = options.now ?? new Date();
  const challenge = await challengeOfGame(db, {
    ...options,
    day: calendarDay(now, options.timeZone),
  });
  if (!challenge || challenge.completed) return "unavailable";
  const completedToday = await challengesCompletedToday(db, options.userId, options.timeZone, now);
  return completedToday >= DAILY_CHALLENGES.perDay ? "limit-reached" : "ready";
}

export type ChallengeCompletion =
  { status: "completed"; title: string; reward: number } | { status: "already-completed" } | { status: "limit-reached" };

/**
 * Completes the challenge a finished run (score above 0) was started for: the progress row,
 * the reward through the ledger (type daily_challenge, reference the challenge id, so paid at
 * most once) and the profile's count. Run it in the transaction that finishes the run, so a
 * completion is never lost between the two. Null when the challenge is not of the run's game.
 */
export async function completeChallenge(
  db: Queryable,
  {
    userId,
    challengeId,
    gameId,
    timeZone,
    now = new Date(),
  }: {
    userId: string;
    challengeId: string;
    gameId: string;
    timeZone: string;
    now?: Date;
  },
): Promise<ChallengeCompletion | null> {
  return db.transaction(async (tx) => {
    // The player's row lock queues their concurrent completions, so each one counts those
    // before it: the 6-a-day limit holds when several runs finish at the same moment. NO KEY
    // UPDATE, the lock an UPDATE of the balance takes: FOR UPDATE would also wait for the
    // key-share locks that inserts referencing the profile hold, and deadlock with them.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("no key update");
    const challenge = await challengeOfGame(tx, {
      challengeId,
      gameId,
      userId,
    });
    if (!challenge) return null;
    if (challenge.completed) return { status: "already-completed" };
    if ((await challengesCompletedToday(tx, userId, timeZone, now)) >= DAILY_CHALLENGES.perDay) return { status: "limit-reached" };

    // Completion is one-way: the row only ever goes from not completed to completed.
    const [progress] = await tx
      .insert(userChallengeProgress)
      .values({ userId, challengeId, completed: true, completedAt: now })
      .onConflictDoUpdate({
        target: [userChallengeProgress.userId, userChallengeProgress.challengeId],
        set: { completed: true, completedAt: now },
        setWhere: eq(userChallengeProgress.completed, false),
      })
      .returning({ id: userChallengeProgress.id });
    if (!progress) return { status: "already-completed" };
    await awardCoins(tx, {
      userId,
      amount: challenge.reward,
      type: "daily_challenge",
      referenceId: challenge.id,
      description: `Daily challenge: ${challenge.title}`,
    });
    await tx
      .update(profiles)
      .set({
        dailyChallengesCompleted: sql`${profiles.dailyChallengesCompleted} + 1`,
      })
      .where(eq(profiles.id, userId));
    return {
      status: "completed",
      title: challenge.title,
      reward: challenge.reward,
    };
  });
}

/**
 * Completes every challenge a finished run meets: those of `day` for its game, and the one its
 * card started it for (of the day before, when it began before midnight), whose goal its right
 * answers reach, in the day's order. Run it in the transaction that finishes the run. The list
 * says what happened to each; it stops at the daily limit.
 */
export async function completeChallengesOfRun(
  db: Queryable,
  run: { userId: string; gameId: string; challengeId: string | null; correct: number },
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<ChallengeCompletion[]> {
  const day = calendarDay(now, timeZone);
  const met = await db
    .select({ id: dailyChallenges.id })
    .from(dailyChallenges)
    .leftJoin(
      userChallengeProgress,
      and(eq(userChallengeProgress.challengeId, dailyChallenges.id), eq(userChallengeProgress.userId, run.userId)),
    )
    .where(
      and(
        eq(dailyChallenges.gameId, run.gameId),
        run.challengeId
          ? or(eq(dailyChallenges.activeDate, day), eq(dailyChallenges.id, run.challengeId))
          : eq(dailyChallenges.activeDate, day),
        lte(dailyChallenges.goalCorrect, run.correct),
        or(isNull(userChallengeProgress.completed), eq(userChallengeProgress.completed, false)),
      ),
    )
    .orderBy(dailyChallenges.activeDate, dailyChallenges.position);
  const completions: ChallengeCompletion[] = [];
  for (const { id } of met) {
    const completion = await completeChallenge(db, { userId: run.userId, challengeId: id, gameId: run.gameId, timeZone, now });
    if (completion) completions.push(completion);
    if (completion?.status === "limit-reached") break;
  }
  return completions;
}

/** The coins a finished run's challenges paid, for its toast ("+10 CC daily challenge “Quick Sums”"). */
export function challengeCoins(completions: readonly ChallengeCompletion[]): CoinItem[] {
  return completions.flatMap((completion) =>
    completion.status === "completed" ? [{ amount: completion.reward, what: `daily challenge “${completion.title}”` }] : [],
  );
}

/** What a finished run's toast adds when the day's challenges were all done already ("" when nothing). */
export function challengeLimitText(completions: readonly ChallengeCompletion[]): string {
  return completions.some((completion) => completion.status === "limit-reached") ? DAILY_LIMIT_REACHED.description : "";
}
