/**
 * The privacy rights the privacy page promises: access and portability (a JSON copy of a user's
 * data) and deletion (the account and every personal row, keeping no e-mail).
 */
import { eq, sql } from "drizzle-orm";
import { newsletterSubscribers, oauthAccounts, parentalConsents, profiles, rateLimits, users } from "../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import { playData } from "./account-data/play-history.server";
import { skillById } from "~/games/skills";
import { skillNameIn } from "~/games/skills/types";
import { gameLanguageOf } from "~/games/language";
import { skillEstimatesOf } from "./learning/estimates.server";
import { purchaseData } from "./account-data/purchases.server";
import { withOthersData } from "./account-data/with-others.server";
import { classesData } from "./account-data/classes.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/config";

/** The profile in plain words: named columns only, so the ids of equipped items and the spec's old "tokens" (always the coins) stay out. */
async function profileData(db: Queryable, userId: string) {
  const [profile] = await db
    .select({
      username: profiles.username,
      displayName: profiles.displayName,
      bio: profiles.bio,
      avatarUrl: profiles.avatarUrl,
      nicknameWhileWaitingForParent: profiles.nickname,
      public: profiles.isPublic,
      cleverCoins: profiles.clevercoinBalance,
      streakDays: profiles.streakDays,
      dailyChallengesCompleted: profiles.dailyChallengesCompleted,
      lastSignIn: profiles.lastLogin,
      comfortSettings: profiles.comfort,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile;
}

/** A skill's name in `language`; null for a teacher's set (its title is the teacher's, in `classes`). */
function skillName(id: string, language: Language): string | null {
  const skill = skillById(id);
  return skill ? skillNameIn(skill, gameLanguageOf(language)) : null;
}

/**
 * Everything stored about `userId`, for the "Download my data" file; null when there is no such
 * user. Its words (the play in words, level and timer names, the catalogue's names) in the reader's
 * `language`; its field names, codes ("approved", "host") and what others wrote as stored.
 */
export async function exportAccountData(db: Queryable, userId: string, language: Language = DEFAULT_LANGUAGE, now = new Date()) {
  // Named columns only: the password hash and sign-up leftovers never leave the server.
  const [account] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      birthMonth: users.birthMonth,
      birthYear: users.birthYear,
      createdAt: users.createdAt,
      // A child's parent: their address, and what they answered (never the link's hash).
      parentalConsent: sql<{
        parentEmail: string;
        status: string;
        publicAllowed: boolean;
        askedAt: string;
        decidedAt: string | null;
      } | null>`(select json_build_object('parentEmail', pc.parent_email, 'status', pc.status, 'publicAllowed', pc.public_allowed,
                                          'askedAt', pc.created_at, 'decidedAt', pc.decided_at)
                   from ${parentalConsents} pc where pc.user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return null;

  const profile = await profileData(db, userId);
  const [signInProviders, newsletter, play, bought, withOthers, classes, skills] = await Promise.all([
    db
      .select({ provider: oauthAccounts.provider, linkedAt: oauthAccounts.createdAt })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId)),
    db
      .select({ subscribedAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${account.email})`),
    playData(db, userId, profile?.username ?? null, account.createdAt, now, language),
    purchaseData(db, userId, language),
    withOthersData(db, userId),
    classesData(db, userId),
    skillEstimatesOf(db, userId),
  ]);

  return {
    exportedAt: now.toISOString(),
    account: { ...account, signInProviders },
    profile: profile ?? null,
    played: play.played,
    bestScores: play.bestScores,
    rounds: play.rounds,
    dailyGameCompletions: play.dailyGameCompletions,
    coinTransactions: bought.coinTransactions,
    purchases: bought.purchases,
    payments: bought.payments,
    ownedGames: bought.ownedGames,
    badges: bought.badges,
    cosmetics: bought.cosmetics,
    multiplayerSessions: withOthers.multiplayerSessions,
    classRaces: withOthers.classRaces,
    classes,
    socialShares: withOthers.socialShares,
    challengeProgress: play.challengeProgress,
    // What the knowledge model estimates the child knows (issue 49), skill by skill.
    skills: skills.map(({ skill, status, answers, correct, ability, masteredAt }) => ({
      skill,
      name: skillName(skill, language),
      status,
      answers,
      correct,
      ability,
      masteredAt,
    })),
    referrals: withOthers.referrals,
    newsletter: {
      subscribed: newsletter.length > 0,
      subscribedAt: newsletter[0]?.subscribedAt ?? null,
    },
  };
}

/**
 * Deletes a user and their personal data in one transaction. The foreign keys do most of it:
 * the user row cascades to sessions, sign-in links, e-mail tokens and the profile, and the
 * profile cascades to progress, runs, daily bests, ledger, purchases, payments, badges, cosmetics, shares,
 * challenges and referrals; two-player sessions and invited users keep their row with this
 * player set to null. What no key reaches is removed here: the newsletter subscription and the
 * rate-limit counters, keyed by the e-mail or by the account's id. True when a user was deleted.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return false;
    // A student a teacher made has no e-mail, so nothing keyed by one.
    const email = user.email?.toLowerCase();
    if (email) {
      await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
      // Keys look like "sign-in:email:<address>" (see rate-limit.server.ts).
      const suffix = `:email:${email}`;
      await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${suffix.length}) = ${suffix}`);
    }
    // Counters keyed by the account's id ("class-race-join:user:<id>"): nothing of the account stays.
    const idSuffix = `:${userId}`;
    await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${idSuffix.length}) = ${idSuffix}`);
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}
