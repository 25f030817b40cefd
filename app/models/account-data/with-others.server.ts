/**
 * A user's play with others, for the "Download my data" file: two-player sessions, class races,
 * shares and referrals, each only this user's side (the other players' data is theirs).
 */
import { asc, eq, or, sql } from "drizzle-orm";
import {
  classRaceAnswers,
  classRacePlayers,
  classRaces,
  games,
  multiplayerSessions,
  referrals,
  sessionSeats,
  socialShares,
} from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";

export async function withOthersData(db: Queryable, userId: string) {
  const [multiplayerSessionRows, classRaceRows, socialShareRows, referralRows] = await Promise.all([
    db
      .select({
        id: multiplayerSessions.id,
        game: games.title,
        role: sql<"host" | "guest">`case when ${sessionSeats.seat} = 1 then 'host' else 'guest' end`,
        inviteCode: multiplayerSessions.inviteCode,
        status: multiplayerSessions.status,
        yourScore: sessionSeats.score,
        createdAt: multiplayerSessions.createdAt,
        expiresAt: multiplayerSessions.expiresAt,
      })
      .from(sessionSeats)
      .innerJoin(multiplayerSessions, eq(multiplayerSessions.id, sessionSeats.sessionId))
      .innerJoin(games, eq(games.id, multiplayerSessions.gameId))
      .where(eq(sessionSeats.profileId, userId))
      .orderBy(asc(multiplayerSessions.createdAt)),
    classRaceData(db, userId),
    db
      .select({
        platform: socialShares.platform,
        game: games.title,
        coinsEarned: socialShares.tokensRewarded,
        createdAt: socialShares.createdAt,
      })
      .from(socialShares)
      .leftJoin(games, eq(games.id, socialShares.gameId))
      .where(eq(socialShares.userId, userId))
      .orderBy(asc(socialShares.createdAt)),
    // Only this user's side of a referral: the other player's identity is theirs, not ours to give.
    db
      .select({
        role: sql<"referrer" | "referred">`case when ${referrals.referrerId} = ${userId} then 'referrer' else 'referred' end`,
        createdAt: referrals.createdAt,
        rewardedAt: referrals.rewardedAt,
      })
      .from(referrals)
      .where(or(eq(referrals.referrerId, userId), eq(referrals.referredId, userId))),
  ]);
  return { multiplayerSessions: multiplayerSessionRows, classRaces: classRaceRows, socialShares: socialShareRows, referrals: referralRows };
}

/** Class races: the player's own answers in each; of a hosted race, the race (its players' answers are theirs). */
async function classRaceData(db: Queryable, userId: string) {
  const [joined, hosted] = await Promise.all([
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
      .where(eq(classRacePlayers.userId, userId))
      .orderBy(asc(classRacePlayers.joinedAt)),
    db
      .select({ game: games.title, inviteCode: classRaces.inviteCode, status: classRaces.status, createdAt: classRaces.createdAt })
      .from(classRaces)
      .innerJoin(games, eq(games.id, classRaces.gameId))
      .where(eq(classRaces.hostId, userId))
      .orderBy(asc(classRaces.createdAt)),
  ]);
  return { joined, hosted };
}
