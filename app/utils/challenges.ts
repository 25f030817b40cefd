/**
 * Daily challenge limits and texts (spec: sections 2, 8 and 9), shared by the server and the
 * pages, so a card, a toast and the ledger say the same.
 */
import { DAILY_CHALLENGES } from "~/economy";

export const DAILY_LIMIT_REACHED = {
  title: "Daily Limit Reached",
  description: `You've completed all ${DAILY_CHALLENGES.perDay} daily challenges for today!`,
} as const;

export const GENERATION_FAILED = {
  title: "Challenge Generation Failed",
  description: "Today's challenges could not be created. Please try again.",
} as const;

export const NO_CHALLENGES = "No challenges available today. Please check back soon.";
