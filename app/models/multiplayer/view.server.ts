/** What a player is shown of a two-player session: their view, and the race clock. */
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { racePoints } from "~/games/race-points";
import type { SessionPlayer, SessionView } from "~/utils/session-messages";
import { loadSession, seatOf, type LoadedSession, type PublicPlayer } from "./sessions.server";

/** Whole seconds until `endsAt`, never below 0: the race clock both players see. */
export function secondsLeft(endsAt: Date, now = new Date()): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
}

/** The session as `userId` sees it (null when they are not one of its players). */
export async function sessionView(db: Queryable, sessionId: string, userId: string, now = new Date()): Promise<SessionView | null> {
  return viewOf(await loadSession(db, { id: sessionId }), userId, now);
}

/** What `userId` is shown of a loaded session: null when they are not one of its players. */
export function viewOf(loaded: LoadedSession | null, userId: string, now = new Date()): SessionView | null {
  if (!loaded) return null;
  const { session, game } = loaded;
  const seat = seatOf(session, userId);
  if (!seat) return null;
  const racing = session.raceState === "racing";
  const engine = engineForTitle(game.title);
  const player = (profile: PublicPlayer | null, ready: boolean, score: number, level: number): SessionPlayer | null =>
    profile && { ...profile, ready, score, level };
  const finished = !racing && session.finishedAt !== null && session.player1RunId !== null;
  const run = loaded.runs[seat];
  return {
    id: session.id,
    inviteCode: session.inviteCode,
    status: session.status,
    raceState: session.raceState,
    game,
    host: player(loaded.host, session.player1Ready, session.player1Score, session.player1Level),
    guest: player(loaded.guest, session.player2Ready, session.player2Score, session.player2Level),
    seat,
    endsAt: session.endsAt?.toISOString() ?? null,
    timeLeft: racing && session.endsAt ? secondsLeft(session.endsAt, now) : 0,
    raceSeconds: session.endsAt && session.startedAt ? Math.round((session.endsAt.getTime() - session.startedAt.getTime()) / 1000) : null,
    question: racing && run && engine ? { ...engine.question(run.state), index: run.state.index } : null,
    feedback: racing ? (run?.feedback ?? null) : null,
    result: finished
      ? {
          // Decided on race points as the race finished (race.server.ts, finishDueRace).
          winner: session.raceWinnerId ?? "tie",
          hostScore: session.player1Score,
          guestScore: session.player2Score,
          hostPoints: engine ? racePoints(engine.key, session.player1Level, session.player1Score) : 0,
          guestPoints: engine ? racePoints(engine.key, session.player2Level, session.player2Score) : 0,
          hostCoins: loaded.coins[1],
          guestCoins: loaded.coins[2],
          unlocks: loaded.unlocks[seat],
        }
      : null,
  };
}
