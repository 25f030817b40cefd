/**
 * A parent's consent for a player under 13 (COPPA; docs/decisions/parental-consent.md). At
 * sign-up the child gives a parent's e-mail; the parent's mail links to /parent/{token}, where
 * they approve or decline. Until they approve, the account is limited: the profile is private,
 * others see a generated nickname, and sharing to social networks is off. A decline, or no
 * answer within 7 days, deletes the child's account. The links stay the parent's way to manage
 * the account (public profile allowed or not, download, delete): parent-links.server.ts.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { parentalConsents, profiles, schoolStudents, users } from "../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import type { Env } from "~/env.server";
import { CONSENT_DAYS } from "~/utils/age";
import { generateNickname } from "~/utils/nickname";
import { deleteAccount } from "./account-data.server";
import { buttonMail, sendMail } from "./mail.server";
import { consentUrl, newParentLink } from "./parent-links.server";
import { generateUsername } from "./usernames.server";
import { hitRateLimits, type Limit } from "./rate-limit.server";
import type { TFunction } from "i18next";
import { englishT, fixedT } from "~/i18n/messages.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/config";
import { parentLanguage } from "./parent-language.server";

const DAY_MS = 24 * 3600_000;
/** Between two consent mails for one child; and at most this many an hour. */
export const CONSENT_RESEND_SECONDS = 60;
const CONSENT_MAILS_PER_HOUR = 3;
/**
 * Consent mails one parent's address gets in a day, counted across children and clients (sign-ups
 * and resends): a family signing its children up together passes, a flood of sign-ups naming one
 * address does not fill its inbox.
 */
export const CONSENT_MAILS_PER_PARENT = { max: 5, windowSeconds: 24 * 3600 } as const;

const parentMailLimit = (parentEmail: string): Limit => ({
  key: `consent-mail:parent:${parentEmail.trim().toLowerCase()}`,
  ...CONSENT_MAILS_PER_PARENT,
});

/**
 * Counts a consent mail to `parentEmail` before an account that needs one is made; when the
 * address has had enough for today, what the sign-up form says (next to the parent's e-mail) and
 * the 429 it answers with.
 */
export async function parentMailRefusal(db: Queryable, parentEmail: string, now = new Date(), t: TFunction = englishT("account")) {
  const limited = await hitRateLimits(db, [parentMailLimit(parentEmail)], now);
  if (limited.allowed) return null;
  const message = t("parentMails.enoughToday", { count: Math.max(1, Math.ceil(limited.retryAfterSeconds / 3600)) });
  return {
    problem: { title: t("parentMails.enoughTodayTitle"), message },
    errors: { parentEmail: message },
    status: 429,
    headers: { "Retry-After": String(limited.retryAfterSeconds) },
  };
}

type MailContext = { db: Queryable; env: Env };

/**
 * The child's public name for the parent's mail: their username, or the one they chose at
 * sign-up; a child who chose none gets a generated nickname now, which their profile takes.
 * Never anything from an address (docs/decisions/names-never-from-email.md).
 */
async function childPublicName(db: Queryable, userId: string): Promise<{ name: string; email: string }> {
  const [child] = await db
    .select({ email: users.email, username: profiles.username, pendingUsername: users.pendingUsername })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  // A consent is asked only at an e-mail sign-up; a student a teacher made has none and needs none.
  if (!child.email) throw new Error(`parental consent asked for ${userId}, an account without e-mail`);
  const name = child.username ?? child.pendingUsername;
  if (name) return { name, email: child.email };
  const nickname = await generateUsername(db, null);
  await db.update(users).set({ pendingUsername: nickname }).where(eq(users.id, userId));
  return { name: nickname, email: child.email };
}

/** The consent mail, in the parent's language (parent-language.server.ts). */
async function mailParent(context: MailContext, origin: string, userId: string, parentEmail: string, now = new Date()) {
  const child = await childPublicName(context.db, userId);
  const t = fixedT(await parentLanguage(context.db, userId), "mail");
  const ownAddress = child.email.toLowerCase() === parentEmail.toLowerCase();
  await sendMail(
    context,
    buttonMail({
      to: parentEmail,
      subject: t("consent.subject", { child: child.name }),
      intro: ownAddress
        ? t("consent.introOwnAddress", { child: child.name })
        : t("consent.intro", { child: child.name, email: child.email }),
      action: t("consent.action"),
      url: consentUrl(origin, await newParentLink(context.db, userId, "consent", now)),
      outro: t("consent.outro", { days: CONSENT_DAYS }),
      t,
    }),
  );
}

/**
 * Records that `userId` needs a parent's consent and mails the parent, in `language` (the one the
 * child signed up in). A profile made before
 * (Google sign-up) becomes private under a nickname at once; one made later starts that way
 * (ensureProfile reads `startingLimits`).
 */
export async function requestParentalConsent(
  context: MailContext,
  origin: string,
  userId: string,
  parentEmail: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  await context.db
    .insert(parentalConsents)
    .values({ userId, parentEmail: parentEmail.trim(), language })
    .onConflictDoNothing({ target: parentalConsents.userId });
  await context.db.update(profiles).set({ isPublic: false, nickname: generateNickname() }).where(eq(profiles.id, userId));
  await mailParent(context, origin, userId, parentEmail.trim());
}

/** How a new profile starts: private under a nickname while a consent is pending. */
export async function startingLimits(db: Queryable, userId: string): Promise<{ isPublic: boolean; nickname: string | null }> {
  const [row] = await db.select({ status: parentalConsents.status }).from(parentalConsents).where(eq(parentalConsents.userId, userId));
  if (!row) return { isPublic: true, nickname: null };
  return { isPublic: false, nickname: row.status === "pending" ? generateNickname() : null };
}

export type ResendConsentResult = { ok: true; parentEmail: string } | { ok: false; message: string; retryAfterSeconds: number };

/**
 * A new consent mail (with a link of its own; the older mails' links keep working), for a child still waiting: at most
 * one a minute and three an hour, within the parent address's daily count, so the parent's inbox
 * is not flooded.
 */
export async function resendConsentMail(
  context: MailContext,
  origin: string,
  userId: string,
  now = new Date(),
  /** The child's words (the toast on their profile), in the child's language. */
  t: TFunction = englishT("account"),
): Promise<ResendConsentResult> {
  const [row] = await context.db.select().from(parentalConsents).where(eq(parentalConsents.userId, userId));
  if (!row || row.status !== "pending") return { ok: false, message: t("parentMails.nothingToWaitFor"), retryAfterSeconds: 0 };
  const wait = CONSENT_RESEND_SECONDS - Math.floor((now.getTime() - row.lastMailedAt.getTime()) / 1000);
  if (wait > 0) return { ok: false, message: t("parentMails.wait", { count: wait }), retryAfterSeconds: wait };
  const limited = await hitRateLimits(
    context.db,
    [{ key: `consent-mail:user:${userId}`, max: CONSENT_MAILS_PER_HOUR, windowSeconds: 3600 }, parentMailLimit(row.parentEmail)],
    now,
  );
  if (!limited.allowed) {
    return {
      ok: false,
      message: t("parentMails.enoughForNow", { count: Math.max(1, Math.ceil(limited.retryAfterSeconds / 60)) }),
      retryAfterSeconds: limited.retryAfterSeconds,
    };
  }
  await mailParent(context, origin, userId, row.parentEmail, now);
  return { ok: true, parentEmail: row.parentEmail };
}

/** The parent says yes: the nickname goes, the profile stays private unless they allow public. */
export async function approveConsent(db: Database, userId: string, publicAllowed: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(parentalConsents)
      .set({ status: "approved", publicAllowed, decidedAt: sql`now()` })
      .where(eq(parentalConsents.userId, userId));
    await tx.update(profiles).set({ nickname: null, isPublic: false }).where(eq(profiles.id, userId));
  });
}

/** After approving: whether the child may make the profile public. Taking it back makes it private. */
export async function setPublicAllowed(db: Database, userId: string, publicAllowed: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(parentalConsents)
      .set({ publicAllowed })
      .where(and(eq(parentalConsents.userId, userId), eq(parentalConsents.status, "approved")));
    if (!publicAllowed) await tx.update(profiles).set({ isPublic: false }).where(eq(profiles.id, userId));
  });
}

export interface ChildConsent {
  awaitingParent: boolean;
  privateOnly: boolean;
  parentEmail: string;
  /** What others see instead of the child's names while the parent has not answered. */
  nickname: string | null;
  deadline: Date;
}

/** The consent as the child's own profile shows it; null for a player who needs none. */
export async function childConsent(db: Queryable, userId: string): Promise<ChildConsent | null> {
  const [row] = await db
    .select({
      status: parentalConsents.status,
      publicAllowed: parentalConsents.publicAllowed,
      parentEmail: parentalConsents.parentEmail,
      createdAt: parentalConsents.createdAt,
      nickname: profiles.nickname,
    })
    .from(parentalConsents)
    .leftJoin(profiles, eq(profiles.id, parentalConsents.userId))
    .where(eq(parentalConsents.userId, userId));
  if (!row) return null;
  return {
    awaitingParent: row.status === "pending",
    privateOnly: row.status === "pending" || !row.publicAllowed,
    parentEmail: row.parentEmail,
    nickname: row.nickname,
    deadline: new Date(row.createdAt.getTime() + CONSENT_DAYS * DAY_MS),
  };
}

/**
 * What the child may not do: true while the parent has not answered, or has not allowed it. A
 * student a teacher made is always private (docs/decisions/school-students.md): `schoolStudent`.
 */
export async function childLimits(
  db: Queryable,
  userId: string,
): Promise<{ awaitingParent: boolean; privateOnly: boolean; schoolStudent: boolean }> {
  const [consent, [made]] = await Promise.all([
    childConsent(db, userId),
    db.select({ userId: schoolStudents.userId }).from(schoolStudents).where(eq(schoolStudents.userId, userId)),
  ]);
  if (made) return { awaitingParent: true, privateOnly: true, schoolStudent: true };
  return { awaitingParent: consent?.awaitingParent ?? false, privateOnly: consent?.privateOnly ?? false, schoolStudent: false };
}

export type RemovalReason = "declined" | "expired" | "parent-deleted";

const removalText = (t: TFunction): Record<RemovalReason, string> => ({
  declined: t("removed.declined"),
  expired: t("removed.expired", { days: CONSENT_DAYS }),
  "parent-deleted": t("removed.parentDeleted"),
});

/** Deletes the child's account (every row of it) and tells the parent. False when it was already gone. */
export async function removeChildAccount(context: { db: Database; env: Env }, userId: string, reason: RemovalReason): Promise<boolean> {
  const [row] = await context.db
    .select({ parentEmail: parentalConsents.parentEmail, childEmail: users.email, language: parentalConsents.language })
    .from(parentalConsents)
    .innerJoin(users, eq(users.id, parentalConsents.userId))
    .where(eq(parentalConsents.userId, userId));
  if (!row || !(await deleteAccount(context.db, userId))) return false;
  const t = fixedT(row.language, "mail");
  await sendMail(
    context,
    buttonMail({
      to: row.parentEmail,
      subject: t("removed.subject"),
      intro: t("removed.intro", { reason: removalText(t)[reason], email: row.childEmail }),
      outro: t("removed.outro"),
      t,
    }),
  );
  return true;
}

/** The housekeeping round: accounts whose parent did not answer within 7 days are deleted. */
export async function expireUnansweredConsents(context: { db: Database; env: Env }, now = new Date()): Promise<number> {
  const due = await context.db
    .select({ userId: parentalConsents.userId })
    .from(parentalConsents)
    .where(and(eq(parentalConsents.status, "pending"), lt(parentalConsents.createdAt, new Date(now.getTime() - CONSENT_DAYS * DAY_MS))))
    .limit(100);
  let removed = 0;
  for (const { userId } of due) if (await removeChildAccount(context, userId, "expired")) removed++;
  return removed;
}
