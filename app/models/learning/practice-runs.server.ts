/**
 * A practice run's plan (learning/practice.ts) for a signed-in child: from their estimates of the
 * game's skills and their reviews that are due, the addresses of its questions.
 */
import type { Queryable } from "~/db.server";
import { practicePlan, PRACTICE } from "~/games/learning/practice";
import type { GameKey, QuestionAddress } from "~/games/types";
import { skillEstimatesOf } from "./estimates.server";
import { dueReviews } from "./reviews.server";

export async function practiceAddresses(
  db: Queryable,
  { userId, game, seed, now = new Date() }: { userId: string; game: GameKey; seed: string; now?: Date },
): Promise<QuestionAddress[]> {
  const estimates = new Map((await skillEstimatesOf(db, userId, `${game}:`)).map((e) => [e.skill, e]));
  const reviews = await dueReviews(db, userId, game, now);
  return practicePlan(game, { estimates, reviews, seed, length: PRACTICE.length }).map((item) => item.address);
}
