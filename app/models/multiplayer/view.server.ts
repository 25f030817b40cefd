/** What a player is shown of a friend session: their view, and the race clock. */
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { racePoints } from "~/games/race-points";
import type { GameKey } from "~/games/types";
import type { SessionPlayer, SessionView, Standing } from "~/utils/session-messages";
import { loadSession, seatOf, type LoadedSession } from "./sessions.server";

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
  const { session, game, seats } = loaded;
  const seat = seatOf(loaded, userId);
  if (!seat) return null;
  const racing = session.raceState === "racing";
  const engine = engineForTitle(game.title);
  const players = seats.flatMap(({ player, seat, ready, score, level }): SessionPlayer[] =>
    player ? [{ ...player, seat, ready, score, level }] : [],
  );
  const finished = !racing && session.finishedAt !== null && seats.some((s) => s.runId !== null);
  const run = seats.find((s) => s.seat === seat)?.run ?? null;
  return {
    id: session.id,
    inviteCode: session.inviteCode,
    status: session.status,
    raceState: session.raceState,
    game,
    players,
    maxPlayers: session.maxPlayers,
    seat,
    endsAt: session.endsAt?.toISOString() ?? null,
    timeLeft: racing && session.endsAt ? secondsLeft(session.endsAt, now) : 0,
    raceSeconds: session.endsAt && session.startedAt ? Math.round((session.endsAt.getTime() - session.startedAt.getTime()) / 1000) : null,
    question: racing && run && engine ? { ...engine.question(run.state), index: run.state.index } : null,
    feedback: racing ? (run?.feedback ?? null) : null,
    // The winner was decided on race points as the race finished (race.server.ts, finishDueRace).
    result: finished
      ? { winner: session.raceWinnerId ?? "tie", standings: standings(loaded, players, engine?.key), unlocks: loaded.unlocks[seat] ?? [] }
      : null,
  };
}

/** Everyone after a race, best first on race points; equal points share a place. */
function standings(loaded: LoadedSession, players: SessionPlayer[], game: GameKey | undefined): Standing[] {
  const rows = players
    .map((p) => ({
      id: p.id,
      score: p.score,
      points: game ? racePoints(game, p.level, p.score) : 0,
      coins: loaded.coins[p.seat] ?? 0,
    }))
    .sort((a, b) => b.points - a.points);
  return rows.map((row) => ({ ...row, place: 1 + rows.findIndex((r) => r.points === row.points) }));
}
