/**
 * The keys to a parent's page (docs/decisions/parent-links.md): every e-mail to the parent carries
 * a link of its own (32 random bytes; only a SHA-256 is stored), and each keeps working until the
 * parent stops it on the page ("Stop this link", "Stop all the other links") or the account is
 * deleted. The last live link cannot be stopped: the parent would lose their way back.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { parentalConsents, parentLinks, profiles, users } from "../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import { CONSENT_DAYS } from "~/utils/age";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { longDate } from "~/i18n/format";

const DAY_MS = 24 * 3600_000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function consentUrl(origin: string, token: string): string {
  return `${origin}/parent/${token}`;
}

/** A new key to the parent's page, for a new mail; the keys in older mails keep working. */
export async function newParentLink(db: Queryable, userId: string, mail: "consent" | "summary", now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(parentLinks).values({ userId, tokenHash: hashToken(token), mail, createdAt: now });
  await db.update(parentalConsents).set({ lastMailedAt: now }).where(eq(parentalConsents.userId, userId));
  return token;
}

export interface ConsentLink {
  userId: string;
  /** The link that opened the page (its row, never its key). */
  linkId: string;
  /** Links that open the page now, this one included. */
  liveLinks: number;
  status: "pending" | "approved";
  publicAllowed: boolean;
  parentEmail: string;
  childName: string;
  /** Null never in practice: a consent is asked only at an e-mail sign-up. */
  childEmail: string | null;
  /** When the account is deleted if the parent does not answer (pending only). */
  deadline: Date;
  /** The parent asked for the weekly summary (parent-summary.server.ts). */
  weeklySummary: boolean;
}

/** What a key opens: the consent, a link the parent stopped (and when), or nothing (a wrong key, or the account is gone). */
export async function openParentLink(db: Queryable, token: string): Promise<{ open: ConsentLink } | { stoppedAt: Date } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({
      linkId: parentLinks.id,
      stoppedAt: parentLinks.stoppedAt,
      userId: parentalConsents.userId,
      status: parentalConsents.status,
      publicAllowed: parentalConsents.publicAllowed,
      parentEmail: parentalConsents.parentEmail,
      createdAt: parentalConsents.createdAt,
      summaryDueAt: parentalConsents.summaryDueAt,
      childEmail: users.email,
      username: profiles.username,
      pendingUsername: users.pendingUsername,
      liveLinks: sql<number>`(select count(*)::int from ${parentLinks} l where l.user_id = ${parentalConsents.userId} and l.stopped_at is null)`,
    })
    .from(parentLinks)
    .innerJoin(parentalConsents, eq(parentalConsents.userId, parentLinks.userId))
    .innerJoin(users, eq(users.id, parentalConsents.userId))
    .leftJoin(profiles, eq(profiles.id, parentalConsents.userId))
    .where(eq(parentLinks.tokenHash, hashToken(token)));
  if (!row) return null;
  if (row.stoppedAt) return { stoppedAt: row.stoppedAt };
  return {
    open: {
      userId: row.userId,
      linkId: row.linkId,
      liveLinks: Number(row.liveLinks),
      status: row.status,
      publicAllowed: row.publicAllowed,
      parentEmail: row.parentEmail,
      // The child's public name, never anything from an address (docs/decisions/names-never-from-email.md).
      childName: row.username ?? row.pendingUsername ?? "Your child",
      childEmail: row.childEmail,
      deadline: new Date(row.createdAt.getTime() + CONSENT_DAYS * DAY_MS),
      weeklySummary: row.summaryDueAt !== null,
    },
  };
}

/** How a route's page speaks: the reader's words (the `parent` namespace) and APP_TIME_ZONE's days. */
export interface PageWords {
  t: TFunction;
  language: string;
  timeZone: string;
}

/**
 * The consent a route's key opens, or the page that says why not: 404 for a key that opens
 * nothing, 410 for one the parent stopped (the account is there; never "may have been deleted").
 */
export async function consentForLink(
  db: Queryable,
  token: string | undefined,
  { t, language, timeZone }: PageWords = { t: englishT("parent"), language: "en", timeZone: "UTC" },
): Promise<ConsentLink> {
  const found = token ? await openParentLink(db, token) : null;
  if (!found) throw new Response(t("link.none"), { status: 404 });
  if ("stoppedAt" in found) throw new Response(t("link.stopped", { date: longDate(found.stoppedAt, language, timeZone) }), { status: 410 });
  return found.open;
}

export type StopLinkResult = "stopped" | "last-link" | "gone";

/**
 * Stops the link that opened the page ("this") or every other live one ("others"). The consent's
 * row is locked first, so two links stopping each other at once cannot leave the parent with none.
 */
export async function stopParentLinks(db: Database, link: ConsentLink, which: "this" | "others"): Promise<StopLinkResult> {
  return db.transaction(async (tx) => {
    await tx
      .select({ userId: parentalConsents.userId })
      .from(parentalConsents)
      .where(eq(parentalConsents.userId, link.userId))
      .for("update");
    const live = await tx
      .select({ id: parentLinks.id })
      .from(parentLinks)
      .where(and(eq(parentLinks.userId, link.userId), isNull(parentLinks.stoppedAt)));
    if (!live.some((row) => row.id === link.linkId)) return "gone";
    if (which === "this" && live.length === 1) return "last-link";
    await tx
      .update(parentLinks)
      .set({ stoppedAt: sql`now()` })
      .where(
        and(
          eq(parentLinks.userId, link.userId),
          isNull(parentLinks.stoppedAt),
          which === "this" ? eq(parentLinks.id, link.linkId) : ne(parentLinks.id, link.linkId),
        ),
      );
    return "stopped";
  });
}
