/**
 * Review of missed questions (review_cards; docs/decisions/practice-and-review.md): a question a
 * child missed becomes a card, due at once, so their next practice brings it back; answering it
 * there rates the card (right: Good, wrong: Again) and the spaced-repetition library (ts-fsrs)
 * schedules when it is due again. Cards move only when a run finishes, as estimates do
 * (estimates.server.ts): a run that broke the pace teaches them nothing.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type CardInput } from "ts-fsrs";
import { reviewCards, runAnswers } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { GameKey, QuestionAddress, QuestionItem } from "~/games/types";

/**
 * The library's default model (FSRS, 90 % retention). Without its short-term steps: a child meets a
 * review in a later practice, days apart, not minutes; without fuzz: one answer, one due date.
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

/** A question's address as one key: one card per question. */
export const questionKey = ({ seed, index, score, level, shared }: QuestionAddress) =>
  [seed, index, score, level ?? "", shared ? "shared" : ""].join("|");

/** Called once, by the finish that claimed the run: its missed questions become cards, its reviews are rated. */
export async function reviewFromRun(db: Queryable, { runId, userId }: { runId: string; userId: string }, now = new Date()): Promise<void> {
  const answers = await db
    .select({ skill: runAnswers.skill, correct: runAnswers.correct, address: runAnswers.address })
    .from(runAnswers)
    .where(eq(runAnswers.runId, runId))
    .orderBy(asc(runAnswers.index));
  for (const answer of answers) {
    const address = answer.address as QuestionAddress;
    const question = questionKey(address);
    const [card] = await db
      .select({ card: reviewCards.card })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.question, question)));
    if (card) {
      const next = scheduler.next(card.card as CardInput, now, answer.correct ? Rating.Good : Rating.Again).card;
      await db
        .update(reviewCards)
        .set({ card: next, due: next.due, updatedAt: sql`now()` })
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.question, question)));
    } else if (!answer.correct) {
      const fresh: Card = createEmptyCard(now);
      await db
        .insert(reviewCards)
        .values({ userId, question, skill: answer.skill, address, card: fresh, due: fresh.due })
        .onConflictDoNothing();
    }
  }
}

/** A child's cards of one game that are due at `now`, the longest due first: the reviews a practice run mixes in. */
export async function dueReviews(db: Queryable, userId: string, game: GameKey, now = new Date(), limit = 20): Promise<QuestionItem[]> {
  const rows = await db
    .select({ skill: reviewCards.skill, address: reviewCards.address })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now), sql`${reviewCards.skill} like ${`${game}:%`}`))
    .orderBy(asc(reviewCards.due))
    .limit(limit);
  return rows.map((row) => ({ skill: row.skill, address: row.address as QuestionAddress }));
}

/** When a question a child missed is due again (null: no card), for tests and the pages. */
export async function reviewDue(db: Queryable, userId: string, address: QuestionAddress): Promise<Date | null> {
  const [row] = await db
    .select({ due: reviewCards.due })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.question, questionKey(address))));
  return row?.due ?? null;
}
