/** A child under 13 whose parent approved, the parent's mails and links, and rounds the child played: for the parent's tests. */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { gameRuns, games } from "../../drizzle/schema";
import { approveConsent, requestParentalConsent } from "~/models/parental-consent.server";
import { ensureProfile } from "~/models/profiles.server";
import { createUser } from "~/models/users.server";
import { outbox } from "./context";

const MINUTE = 60_000;

/** A child's sign-up, born eleven years ago this month: under 13, so a parent must agree. */
export const underThirteen = {
  email: "mia@example.com",
  username: "mia_plays",
  password: "secret-1",
  confirmPassword: "secret-1",
  birthMonth: String(new Date().getUTCMonth() + 1),
  birthYear: String(new Date().getUTCFullYear() - 11),
  parentEmail: "dad@example.com",
};

export function mailsTo(context: AppLoadContext, to: string): string[] {
  return outbox(context).filter((text) => text.includes(`To: ${to}`));
}

/** The parent's key in the newest mail to `to` (or the mail `index` from the first). */
export function parentKey(context: AppLoadContext, to: string, index = -1): string {
  const link = mailsTo(context, to)
    .at(index)
    ?.match(/http:\/\/cleverplay\.test\/parent\/([A-Za-z0-9_-]{43})/);
  if (!link) throw new Error(`no parent link mailed to ${to}`);
  return link[1];
}

/** A child under 13 whose parent approved; returns the id and the parent's key from the mail. */
export async function approvedChild(context: AppLoadContext, username: string, parentEmail: string) {
  const user = (await createUser(context.db, { email: `${username}@example.com`, password: "secret-12", username }))!;
  await requestParentalConsent(context, "http://cleverplay.test", user.id, parentEmail);
  await ensureProfile(context.db, user.id);
  await approveConsent(context.db, user.id, false);
  return { id: user.id, token: parentKey(context, parentEmail) };
}

/** A run that took one minute, with `correct` of `answered` right; finished unless `finishedAt` is null. */
export async function playedRun(
  context: AppLoadContext,
  run: { userId: string; game: string; level: number; answered: number; correct: number; finishedAt: Date | null; tooFast?: boolean },
) {
  const { userId, game, level, answered, correct, finishedAt, tooFast = false } = run;
  const [{ id: gameId }] = await context.db.select({ id: games.id }).from(games).where(eq(games.slug, game));
  const end = finishedAt ?? new Date();
  await context.db.insert(gameRuns).values({
    gameId,
    userId,
    seed: "s",
    state: { level, answered, correct, score: correct, index: answered },
    playsFrom: new Date(end.getTime() - MINUTE),
    deadline: new Date(end.getTime() + MINUTE),
    finishedAt,
    finalScore: tooFast || !finishedAt ? null : correct,
    tooFast,
  });
}
