/**
 * The request paths and jobs the scale benchmark times, each through the app's own model
 * functions on a drizzle database (app/db.server.ts). `user` is a sample signed-in player.
 */
import { eq, sql } from "drizzle-orm";
import { games, multiplayerSessions, profiles, users } from "../drizzle/schema";
import type { Database } from "../app/db.server";
import { checkBadgesAfter } from "../app/models/badges.server";
import { ledgerMismatches } from "../app/models/coins.server";
import { daysBefore, payDailyTop } from "../app/models/daily-top.server";
import { shownBoards } from "../app/models/leaderboard.server";
import { emblems, frames, lookColumns, wornEmblem, wornFrame } from "../app/models/player-look.server";
import { ownProfile, publicProfile } from "../app/models/profile-view.server";
import { dueRaces, finishDueRace } from "../app/models/multiplayer/race.server";
import { activeTwoPlayerSessionOf, cleanupExpiredSessions } from "../app/models/multiplayer/sessions.server";

export interface ScalePath {
  name: string;
  /** Absolute target in ms at 100k users (else: within 2× of the 1k figure). */
  limitMs?: number;
  run(db: Database, user: { id: string; other: string }, timeZone: string): Promise<unknown>;
}

export const scalePaths: ScalePath[] = [
  {
    // Runs after every game completion, purchase and share; includes the 'won a race' query.
    name: "badge check (checkBadgesAfter)",
    run: (db, user) => checkBadgesAfter(db, user.id, "bench"),
  },
  {
    name: "due-races job (dueRaces + finishDueRace)",
    run: async (db, _user, timeZone) => {
      for (const id of await dueRaces(db)) await finishDueRace(db, id, timeZone);
    },
  },
  { name: "session expiry job (cleanupExpiredSessions)", run: (db) => cleanupExpiredSessions(db) },
  {
    name: "daily top 10 job (payDailyTop, 3 days)",
    run: async (db, _user, timeZone) => {
      for (const day of daysBefore(new Date(), timeZone, 3)) await payDailyTop(db, day, timeZone);
    },
  },
  {
    name: "/admin/ledger (ledgerMismatches)",
    limitMs: 500,
    run: async (db) => {
      const mismatches = await ledgerMismatches(db);
      if (mismatches.length) throw new Error(`${mismatches.length} balances do not match the ledger`);
    },
  },
  // Every game's leaders and the viewer's own rows, read now (the page keeps the public rows 2 s).
  { name: "leaderboard (all games, signed in)", run: (db, user) => shownBoards(db, { viewerId: user.id, fresh: true }) },
  // Each game's level 1 (user_level_progress_board_idx), and the viewer's own rows.
  {
    name: "leaderboard (all games at level 1, signed in)",
    run: (db, user) => shownBoards(db, { viewerId: user.id, level: 1, fresh: true }),
  },
  {
    // getSignedInUser's query (app/models/auth.server.ts) less its auth_sessions primary-key
    // join: the header's user and live two-player session in one round trip.
    name: "header lookup (getSignedInUser's query)",
    run: (db, user) =>
      db
        .select({
          id: users.id,
          email: users.email,
          ...lookColumns,
          balance: profiles.clevercoinBalance,
          streakDays: profiles.streakDays,
          lastLogin: profiles.lastLogin,
          activeTwoPlayerSession: sql`(
            select json_build_object('id', ms.id, 'inviteCode', ms.invite_code, 'player1Id', ms.player1_id,
                                     'game', json_build_object('id', g.id, 'title', g.title, 'category', g.category))
              from ${multiplayerSessions} ms join ${games} g on g.id = ms.game_id
             where ms.status = 'active' and ms.expires_at > now() and (ms.player1_id = ${users.id} or ms.player2_id = ${users.id})
             order by ms.created_at desc limit 1)`,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .leftJoin(frames, wornFrame)
        .leftJoin(emblems, wornEmblem)
        .where(eq(users.id, user.id)),
  },
  { name: "activeTwoPlayerSessionOf (header's active session)", run: (db, user) => activeTwoPlayerSessionOf(db, user.id) },
  { name: "/profile (ownProfile)", run: (db, user, timeZone) => ownProfile(db, { id: user.id, email: "" }, { timeZone }) },
  { name: "/profile/:id (publicProfile)", run: (db, user, timeZone) => publicProfile(db, user.other, user.id, timeZone) },
];
