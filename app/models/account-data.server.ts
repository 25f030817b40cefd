/**
 * The privacy rights the privacy page promises: access and portability (a JSON copy of a user's
 * data) and deletion (the account and every personal row, keeping no e-mail).
 */
import { asc, eq, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  badges,
  clevercoinTransactions,
  cosmetics,
  dailyChallenges,
  dailyGameCompletions,
  gameRuns,
  games,
  classRaceAnswers,
  classRacePlayers,
  classRaces,
  multiplayerSessions,
  newsletterSubscribers,
  oauthAccounts,
  parentalConsents,
  profiles,
  purchases,
  rateLimits,
  referrals,
  socialShares,
  transactions,
  userBadges,
  userChallengeProgress,
  userCosmetics,
  userGameProgress,
  userLevelProgress,
  userOwnedGames,
  users,
} from "../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";

/** Everything stored about `userId`, for the "Download my data" file; null when there is no such user. */
export async function exportAccountData(db: Queryable, userId: string, now = new Date()) {
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
  const byUser = (table: { userId: AnyPgColumn }) => eq(table.userId, userId);

  const [
    [profile],
    signInProviders,
    gameProgress,
    levelProgress,
    runs,
    dailyCompletions,
    coinTransactions,
    purchaseRows,
    payments,
    ownedGames,
    badgeRows,
    cosmeticRows,
    sessions,
    shares,
    challengeProgress,
    referralRows,
    newsletter,
    classRacesJoined,
    classRacesHosted,
  ] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db
      .select({
        provider: oauthAccounts.provider,
        linkedAt: oauthAccounts.createdAt,
      })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId)),
    db
      .select({
        game: games.title,
        highestScore: userGameProgress.highestScore,
        levelsCompleted: userGameProgress.levelsCompleted,
        totalTimePlayed: userGameProgress.totalTimePlayed,
        lastPlayedAt: userGameProgress.lastPlayedAt,
        createdAt: userGameProgress.createdAt,
      })
      .from(userGameProgress)
      .innerJoin(games, eq(games.id, userGameProgress.gameId))
      .where(byUser(userGameProgress))
      .orderBy(asc(userGameProgress.createdAt)),
    db
      .select({
        game: games.title,
        level: userLevelProgress.level,
        highestScore: userLevelProgress.highestScore,
        timesPlayed: userLevelProgress.timesPlayed,
        lastPlayedAt: userLevelProgress.lastPlayedAt,
      })
      .from(userLevelProgress)
      .innerJoin(games, eq(games.id, userLevelProgress.gameId))
      .where(byUser(userLevelProgress))
      .orderBy(asc(games.title), asc(userLevelProgress.level)),
    db
      .select({
        id: gameRuns.id,
        game: games.title,
        startedAt: gameRuns.startedAt,
        finishedAt: gameRuns.finishedAt,
        finalScore: gameRuns.finalScore,
        reward: gameRuns.reward,
      })
      .from(gameRuns)
      .innerJoin(games, eq(games.id, gameRuns.gameId))
      .where(eq(gameRuns.userId, userId))
      .orderBy(asc(gameRuns.startedAt)),
    db
      .select({
        game: games.title,
        completionDate: dailyGameCompletions.completionDate,
        completionCount: dailyGameCompletions.completionCount,
      })
      .from(dailyGameCompletions)
      .innerJoin(games, eq(games.id, dailyGameCompletions.gameId))
      .where(byUser(dailyGameCompletions))
      .orderBy(asc(dailyGameCompletions.completionDate)),
    db
      .select()
      .from(clevercoinTransactions)
      .where(byUser(clevercoinTransactions))
      .orderBy(asc(clevercoinTransactions.createdAt), asc(clevercoinTransactions.seq)),
    db.select().from(purchases).where(byUser(purchases)).orderBy(asc(purchases.createdAt)),
    db.select().from(transactions).where(byUser(transactions)).orderBy(asc(transactions.createdAt)),
    db
      .select({
        game: games.title,
        purchasePrice: userOwnedGames.purchasePrice,
        transactionId: userOwnedGames.transactionId,
        createdAt: userOwnedGames.createdAt,
      })
      .from(userOwnedGames)
      .innerJoin(games, eq(games.id, userOwnedGames.gameId))
      .where(byUser(userOwnedGames))
      .orderBy(asc(userOwnedGames.createdAt)),
    db
      .select({
        name: badges.name,
        description: badges.description,
        reward: badges.tokensReward,
        earnedAt: userBadges.earnedAt,
      })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(byUser(userBadges))
      .orderBy(asc(userBadges.earnedAt)),
    db
      .select({
        name: cosmetics.name,
        category: cosmetics.category,
        isEquipped: userCosmetics.isEquipped,
        purchasedAt: userCosmetics.purchasedAt,
      })
      .from(userCosmetics)
      .innerJoin(cosmetics, eq(cosmetics.id, userCosmetics.cosmeticId))
      .where(byUser(userCosmetics))
      .orderBy(asc(userCosmetics.purchasedAt)),
    db
      .select({
        id: multiplayerSessions.id,
        game: games.title,
        role: sql<"host" | "guest">`case when ${multiplayerSessions.player1Id} = ${userId} then 'host' else 'guest' end`,
        inviteCode: multiplayerSessions.inviteCode,
        status: multiplayerSessions.status,
        yourScore: sql<number>`case when ${multiplayerSessions.player1Id} = ${userId} then ${multiplayerSessions.player1Score} else ${multiplayerSessions.player2Score} end`,
        createdAt: multiplayerSessions.createdAt,
        expiresAt: multiplayerSessions.expiresAt,
      })
      .from(multiplayerSessions)
      .innerJoin(games, eq(games.id, multiplayerSessions.gameId))
      .where(or(eq(multiplayerSessions.player1Id, userId), eq(multiplayerSessions.player2Id, userId)))
      .orderBy(asc(multiplayerSessions.createdAt)),
    db
      .select({
        platform: socialShares.platform,
        game: games.title,
        tokensRewarded: socialShares.tokensRewarded,
        createdAt: socialShares.createdAt,
      })
      .from(socialShares)
      .leftJoin(games, eq(games.id, socialShares.gameId))
      .where(byUser(socialShares))
      .orderBy(asc(socialShares.createdAt)),
    db
      .select({
        challenge: dailyChallenges.title,
        activeDate: dailyChallenges.activeDate,
        completed: userChallengeProgress.completed,
        completedAt: userChallengeProgress.completedAt,
      })
      .from(userChallengeProgress)
      .innerJoin(dailyChallenges, eq(dailyChallenges.id, userChallengeProgress.challengeId))
      .where(byUser(userChallengeProgress))
      .orderBy(asc(dailyChallenges.activeDate)),
    // Only this user's side of a referral: the other player's identity is theirs, not ours to give.
    db
      .select({
        role: sql<"referrer" | "referred">`case when ${referrals.referrerId} = ${userId} then 'referrer' else 'referred' end`,
        createdAt: referrals.createdAt,
        rewardedAt: referrals.rewardedAt,
      })
      .from(referrals)
      .where(or(eq(referrals.referrerId, userId), eq(referrals.referredId, userId))),
    db
      .select({ subscribedAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${account.email})`),
    // Class races: the player's own answers in each; of a hosted race, the race (its players'
    // answers are theirs).
    db
      .select({
        game: games.title,
        inviteCode: classRaces.inviteCode,
        joinedAt: classRacePlayers.joinedAt,
        answers: sql<
          { index: number; answer: string; correct: boolean; answeredAt: string }[]
        >`coalesce((select json_agg(json_build_object('index', a.index, 'answer', a.answer, 'correct', a.correct, 'answeredAt', a.answered_at) order by a.index)
                      from ${classRaceAnswers} a where a.player_id = ${classRacePlayers.id}), '[]'::json)`,
      })
      .from(classRacePlayers)
      .innerJoin(classRaces, eq(classRaces.id, classRacePlayers.raceId))
      .innerJoin(games, eq(games.id, classRaces.gameId))
      .where(byUser(classRacePlayers))
      .orderBy(asc(classRacePlayers.joinedAt)),
    db
      .select({ game: games.title, inviteCode: classRaces.inviteCode, status: classRaces.status, createdAt: classRaces.createdAt })
      .from(classRaces)
      .innerJoin(games, eq(games.id, classRaces.gameId))
      .where(eq(classRaces.hostId, userId))
      .orderBy(asc(classRaces.createdAt)),
  ]);

  return {
    exportedAt: now.toISOString(),
    account: { ...account, signInProviders },
    profile: profile ?? null,
    gameProgress,
    levelProgress,
    gameRuns: runs,
    dailyGameCompletions: dailyCompletions,
    coinTransactions,
    purchases: purchaseRows,
    payments,
    ownedGames,
    badges: badgeRows,
    cosmetics: cosmeticRows,
    multiplayerSessions: sessions,
    classRaces: { joined: classRacesJoined, hosted: classRacesHosted },
    socialShares: shares,
    challengeProgress,
    referrals: referralRows,
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
 * rate-limit counters, both keyed by the e-mail. True when a user was deleted.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return false;
    const email = user.email.toLowerCase();
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    // Keys look like "sign-in:email:<address>" (see rate-limit.server.ts).
    const suffix = `:email:${email}`;
    await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${suffix.length}) = ${suffix}`);
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}
