/**
 * What the profile pages show: the own profile (/profile) and a player's public profile
 * (/profile/{userId}). Visibility is decided here, so a private profile never leaves the server.
 */
import type { TFunction } from "i18next";
import { catalogWords, inCatalogWords, type CatalogWords } from "~/i18n/catalog.server";
import { ledgerWords } from "./ledger-words.server";
import { and, asc, desc, eq, or } from "drizzle-orm";
import { badges, games, profiles, userBadges, userGameProgress } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import { challengesCompletedToday } from "./challenges/player-progress.server";
import { childConsent } from "./parental-consent.server";
import { recentTransactions } from "./coins.server";
import { characters, emblems, frames, lookColumns, wornCharacter, wornEmblem, wornFrame } from "./player-look.server";
import type { PlayerLook } from "~/utils/player";
import { UUID } from "~/utils/uuid";

/** The left card of both profile pages: who the player is and their numbers. */
export interface ProfileCardData extends PlayerLook {
  id: string;
  balance: number;
  gamesPlayed: number;
  streakDays: number;
  /** YYYY-MM-DD: the calendar day in APP_TIME_ZONE. */
  memberSince: string;
}

function cardQuery(db: Queryable) {
  return db
    .select({
      id: profiles.id,
      ...lookColumns,
      bio: profiles.bio,
      isPublic: profiles.isPublic,
      balance: profiles.clevercoinBalance,
      gamesPlayed: profiles.gamesPlayed,
      streakDays: profiles.streakDays,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .leftJoin(frames, wornFrame)
    .leftJoin(emblems, wornEmblem)
    .leftJoin(characters, wornCharacter);
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

function toCard(row: CardRow, timeZone: string): ProfileCardData {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName || "Player",
    avatarUrl: row.avatarUrl,
    frameUrl: row.frameUrl,
    emblemUrl: row.emblemUrl,
    characterUrl: row.characterUrl,
    balance: row.balance,
    gamesPlayed: row.gamesPlayed,
    streakDays: row.streakDays,
    memberSince: calendarDay(row.createdAt, timeZone),
  };
}

export interface LedgerLine {
  id: string;
  day: string;
  description: string;
  /** Positive for an earning, negative for a spend. */
  amount: number;
}

/** What the player set about themselves, as /profile's Settings tab shows it. */
export interface ProfileSettings {
  displayName: string;
  username: string;
  /** Null for a student a teacher made. */
  email: string | null;
  isPublic: boolean;
  /** A child whose parent has not (yet) allowed a public profile cannot make it public. */
  publicLocked: boolean;
  bio: string;
}

/**
 * Everything /profile shows to the signed-in `user` (whose e-mail the sign-in lookup read
 * already), or null when the user has no profile.
 */
export async function ownProfile(
  db: Queryable,
  user: { id: string; email: string | null },
  { timeZone, now = new Date(), t, words }: { timeZone: string; now?: Date; t?: TFunction; words?: CatalogWords },
) {
  const [[row], challengesToday, ledger, consent] = await Promise.all([
    cardQuery(db).where(eq(profiles.id, user.id)),
    challengesCompletedToday(db, user.id, timeZone, now),
    recentTransactions(db, user.id, 20),
    childConsent(db, user.id),
  ]);
  if (!row) return null;
  const transactions: LedgerLine[] = ledger.map((line) => ({
    id: line.id,
    day: calendarDay(line.createdAt, timeZone),
    description: line.description ? ledgerWords(line.description, t, words) : line.reason,
    amount: line.transactionType === "spend" ? -line.amount : line.amount,
  }));
  return {
    card: toCard(row, timeZone),
    settings: {
      displayName: row.displayName ?? "",
      username: row.username,
      email: user.email,
      isPublic: row.isPublic,
      // A student a teacher made (the only account with no e-mail) stays private for good.
      publicLocked: user.email === null || (consent?.privateOnly ?? false),
      bio: row.bio ?? "",
    } satisfies ProfileSettings,
    // A child reads days left, not a deletion date (the parent's page and mail give the date).
    consent: consent && {
      awaitingParent: consent.awaitingParent,
      parentEmail: consent.parentEmail,
      nickname: consent.nickname,
      daysLeft: Math.max(1, Math.ceil((consent.deadline.getTime() - Date.now()) / 86_400_000)),
    },
    challengesToday,
    transactions,
  };
}

/**
 * A player's public profile as `viewerId` may see it: null when the id is malformed, no such
 * profile exists, or it is private and the viewer is not its owner — the caller answers all
 * three the same way, so a private profile cannot be told from a missing one.
 */
export async function publicProfile(db: Queryable, profileId: string, viewerId: string | null, timeZone: string, language?: string) {
  if (!UUID.test(profileId)) return null;
  const visible = viewerId ? or(eq(profiles.isPublic, true), eq(profiles.id, viewerId)) : eq(profiles.isPublic, true);
  const [row] = await cardQuery(db).where(and(eq(profiles.id, profileId), visible));
  if (!row) return null;

  const [achievements, earned] = await Promise.all([
    db
      .select({
        gameId: games.id,
        title: games.title,
        category: games.category,
        highestScore: userGameProgress.highestScore,
        timesPlayed: userGameProgress.timesPlayed,
      })
      .from(userGameProgress)
      .innerJoin(games, eq(games.id, userGameProgress.gameId))
      // Nothing paid is a status symbol: others never see which premium games a player owns.
      .where(and(eq(userGameProgress.userId, profileId), viewerId === profileId ? undefined : eq(games.isPremium, false)))
      .orderBy(desc(userGameProgress.highestScore), asc(games.title)),
    db
      .select({
        id: badges.id,
        key: badges.key,
        name: badges.name,
        description: badges.description,
        reward: badges.tokensReward,
      })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, profileId))
      .orderBy(desc(userBadges.earnedAt), asc(badges.name)),
  ]);
  return {
    card: toCard(row, timeZone),
    isPublic: row.isPublic,
    isOwner: viewerId === profileId,
    badgeCount: earned.length,
    achievements,
    // The badges' words in the reader's language (the catalogue's, by key).
    badges: earned.map(({ key, ...badge }) => inCatalogWords(catalogWords(language), key, badge)),
  };
}
