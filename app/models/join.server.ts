/**
 * The join flow around sessions.server: a join attempt that never throws (a database failure is
 * a join result the player can retry, not a 500), the diagnostics for any viewer, and the invite
 * card as a given viewer sees it.
 */
import { eq } from "drizzle-orm";
import { z, ZodError } from "zod";
import { games } from "../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import { JOIN_MAX_ATTEMPTS, joinMessage, normaliseCode, type JoinErrorType } from "~/utils/join";
import { playPath } from "~/utils/slug";
import { hitRateLimits } from "./rate-limit.server";
import { diagnoseJoin, joinSession, type Diagnostic, type LoadedSession } from "./sessions.server";

/** The join page's Join Session form: which attempt this is (the spec allows 3). */
export const joinAttemptSchema = z.object({
  attempt: z.coerce.number().int().min(1).max(JOIN_MAX_ATTEMPTS).catch(1),
});

/** The join box (on /games and /join): the typed code, normalised as the browser does. */
export const joinBoxSchema = z.object({
  code: z.string().default("").transform(normaliseCode),
  returnTo: z.string().optional(),
});

export type JoinOutcome =
  { ok: true; rejoined: boolean; racePath: string } | { ok: false; errorType: string; error: string; retryAfterSeconds?: number };

const joinedSessionSchema = z.object({ game_id: z.string().uuid() });

/**
 * Codes one player may try in 10 minutes: a class joining by link tries one or two each, while a
 * script guessing the 6-character code space is stopped long before it finds a session.
 */
export const JOIN_ATTEMPTS = { max: 30, windowSeconds: 600 } as const;

/** Joins `userId` to the session with `code` (already normalised) and says where to play. */
export async function attemptJoin(db: Queryable, code: string, userId: string): Promise<JoinOutcome> {
  try {
    const limited = await hitRateLimits(db, [{ key: `join:user:${userId}`, ...JOIN_ATTEMPTS }]);
    if (!limited.allowed)
      return { ok: false, errorType: "rate_limited", error: joinMessage("rate_limited"), retryAfterSeconds: limited.retryAfterSeconds };
    const result = await joinSession(db, code, userId);
    if (!result.success) {
      const errorType = result.errorType ?? "unexpected_error";
      return {
        ok: false,
        errorType,
        error: joinMessage(errorType, result.error),
      };
    }
    const { game_id } = joinedSessionSchema.parse(result.session);
    const [game] = await db.select({ title: games.title, category: games.category }).from(games).where(eq(games.id, game_id));
    if (!game)
      return {
        ok: false,
        errorType: "invalid_session_data",
        error: joinMessage("invalid_session_data"),
      };
    // Straight to the race on the game page (a phone would land with it below the fold).
    return { ok: true, rejoined: result.rejoined, racePath: `${playPath(game)}#multiplayer` };
  } catch (error) {
    const errorType = failureType(error);
    console.error(`join ${code} failed (${errorType})`, error);
    return { ok: false, errorType, error: joinMessage(errorType) };
  }
}

/** A thrown join as the spec's error types: lock and serialisation conflicts are retried sooner. */
function failureType(error: unknown): JoinErrorType {
  if (error instanceof ZodError) return "invalid_session_data";
  const code = pgErrorCode(error);
  if (code === "55P03") return "session_locked"; // lock_not_available
  if (code === "40001" || code === "40P01") return "race_condition"; // serialization_failure, deadlock
  return "database_error";
}

function localDiagnostic(code: string, userId: string | null, error: string, message: string): Diagnostic {
  return {
    invite_code: code,
    user_id: userId,
    timestamp: new Date().toISOString(),
    session_found: false,
    all_checks_passed: false,
    error,
    message,
  };
}

/** Why `userId` could or could not join `code`. Signed-out viewers get authentication_required. */
export async function diagnose(db: Queryable, code: string, userId: string | null): Promise<Diagnostic> {
  if (!userId) return localDiagnostic(code, null, "authentication_required", "Please sign in to join a multiplayer session.");
  try {
    return await diagnoseJoin(db, code, userId);
  } catch (error) {
    console.error(`diagnose ${code} failed`, error);
    return localDiagnostic(code, userId, "database_error", joinMessage("database_error"));
  }
}

/** Which of the join page's views a viewer gets, in the spec's order. */
export type InviteView = "signed-out" | "host" | "full" | "inactive" | "join";

/** The invite card's content for one viewer (`userId` null: signed out). */
export function inviteFor(loaded: LoadedSession, userId: string | null, now = new Date()) {
  const { session, game, host } = loaded;
  // An active session past its expiry is as good as expired until cleanup marks it so.
  const status = session.status === "active" && session.expiresAt <= now ? "expired" : session.status;
  const view: InviteView = !userId
    ? "signed-out"
    : session.player1Id === userId
      ? "host"
      : session.player2Id && session.player2Id !== userId
        ? "full"
        : status !== "active"
          ? "inactive"
          : "join";
  return {
    game: { title: game.title, category: game.category },
    gamePath: playPath(game),
    host,
    status,
    players: (session.player1Id ? 1 : 0) + (session.player2Id ? 1 : 0),
    view,
  };
}
export type Invite = ReturnType<typeof inviteFor>;
