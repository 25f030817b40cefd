/**
 * Joining a friend session (a party of 2 to 8): the atomic join and its diagnostics (SQL functions
 * join_session_atomic and diagnose_session_join_issues), a join attempt that never throws (a
 * database failure is a join result the player can retry, not a 500), the diagnostics for any
 * viewer, and the invite card as a given viewer sees it.
 */
import { and, eq, sql } from "drizzle-orm";
import { z, ZodError } from "zod";
import { games, multiplayerSessions, sessionSeats } from "../../../drizzle/schema";
import { engineForTitle } from "~/games";
import type { GameLanguage } from "~/games/language";
import { startingLevel } from "../runs/levels.server";
import { pgErrorCode, queryRows, type Queryable } from "~/db.server";
import { JOIN_MAX_ATTEMPTS, normaliseCode, type JoinErrorType } from "~/utils/join";
import { joinMessage } from "./join-words.server";
import { playPath } from "~/utils/slug";
import { hitRateLimits } from "../rate-limit.server";
import { changeSeat, seatOf, type LoadedSession } from "./sessions.server";

export const joinResultSchema = z.object({
  success: z.boolean(),
  rejoined: z.boolean(),
  session: z.unknown().nullable(),
  error: z.string().nullable().optional(),
  errorType: z.string().nullable().optional(),
  context: z.record(z.unknown()).optional(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

export async function joinSession(db: Queryable, inviteCode: string, userId: string): Promise<JoinResult> {
  const [row] = await queryRows<{ result: unknown }>(db, sql`select join_session_atomic(${inviteCode}, ${userId}::uuid) as result`);
  return joinResultSchema.parse(row.result);
}

export const diagnosticSchema = z.object({
  invite_code: z.string(),
  user_id: z.string().nullable(),
  timestamp: z.string(),
  session_found: z.boolean(),
  error: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  all_checks_passed: z.boolean(),
  session_id: z.string().optional(),
  session_status: z.string().optional(),
  player1_id: z.string().nullable().optional(),
  player2_id: z.string().nullable().optional(),
  created_at: z.string().optional(),
  expires_at: z.string().optional(),
  game_id: z.string().optional(),
  status_check: z.boolean().nullable().optional(),
  expiry_check: z.boolean().nullable().optional(),
  own_session_check: z.boolean().nullable().optional(),
  capacity_check: z.boolean().nullable().optional(),
  user_profile_check: z.boolean().nullable().optional(),
  game_exists_check: z.boolean().nullable().optional(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;

export async function diagnoseJoin(db: Queryable, inviteCode: string, userId: string | null): Promise<Diagnostic> {
  const [row] = await queryRows<{ result: unknown }>(db, sql`select diagnose_session_join_issues(${inviteCode}, ${userId}) as result`);
  return diagnosticSchema.parse(row.result);
}

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

/**
 * A new guest's seat: their race level the one their start screen would offer (startingLevel),
 * and their races played in their language (RunState.language).
 */
async function seatNewGuest(
  db: Queryable,
  { code, gameId, title, userId, language }: { code: string; gameId: string; title: string; userId: string; language?: GameLanguage },
) {
  const engine = engineForTitle(title);
  const level = engine ? await startingLevel(db, { game: engine.key, gameId, userId }) : undefined;
  if (level === undefined && !language) return;
  const [seated] = await db
    .select({ sessionId: sessionSeats.sessionId, seat: sessionSeats.seat })
    .from(sessionSeats)
    .innerJoin(multiplayerSessions, eq(multiplayerSessions.id, sessionSeats.sessionId))
    .where(and(eq(multiplayerSessions.inviteCode, code), eq(sessionSeats.profileId, userId)));
  if (seated) await changeSeat(db, seated, { ...(level === undefined ? {} : { level }), ...(language ? { language } : {}) });
}

/**
 * Joins `userId` to the session with `code` (already normalised) and says where to play; a new
 * guest's races are played in `language` (the joiner's: languageOf).
 */
export async function attemptJoin(db: Queryable, code: string, userId: string, language?: GameLanguage): Promise<JoinOutcome> {
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
    // A new guest races at their own level (they may change it with I'm Ready), in their language.
    if (!result.rejoined) await seatNewGuest(db, { code, gameId: game_id, title: game.title, userId, language });
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
  const { session, game, seats } = loaded;
  const host = seats.find((s) => s.seat === 1)?.player ?? null;
  // An active session past its expiry is as good as expired until cleanup marks it so.
  const status = session.status === "active" && session.expiresAt <= now ? "expired" : session.status;
  const view: InviteView = !userId
    ? "signed-out"
    : session.player1Id === userId
      ? "host"
      : seats.length >= session.maxPlayers && !seatOf(loaded, userId)
        ? "full"
        : status !== "active"
          ? "inactive"
          : "join";
  return {
    game: { title: game.title, category: game.category },
    gamePath: playPath(game),
    host,
    status,
    players: seats.length,
    maxPlayers: session.maxPlayers,
    view,
  };
}
export type Invite = ReturnType<typeof inviteFor>;
