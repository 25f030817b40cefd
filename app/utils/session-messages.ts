/**
 * The friend-session protocol (a party of 2 to 8), shared by the browser and the server: what a player may send (checked
 * with zod on arrival, over the socket or the POST fallback) and what the server pushes.
 */
import type { Question } from "~/games";
import type { Feedback } from "~/games/run-view";
import type { PlayerLook } from "./player";
import type { RoundUnlock } from "./unlocks";

/** What a player may send (checked on arrival by clientMessageSchema, session-messages.server.ts). */
export type ClientMessage =
  | { type: "ping" }
  /** `level`: the level this player races at (levels.ts); kept when absent. */
  | { type: "ready"; ready: boolean; level?: number }
  | { type: "start" }
  | { type: "answer"; index: number; answer: string }
  | { type: "leave" }
  | { type: "end" };

export interface SessionPlayer extends PlayerLook {
  id: string;
  /** 1 for the host, 2 to maxPlayers for the guests. */
  seat: number;
  ready: boolean;
  score: number;
  /** The level this player races at: each meets their own questions (docs/decisions/fair-friend-races.md). */
  level: number;
}

/** One player's place after a race: places are shared on equal race points (1, 1, 3). */
export interface Standing {
  id: string;
  place: number;
  score: number;
  /** The score against its own level's target (race-points.ts): what decides the race. */
  points: number;
  /** The Clever Coins this player's run paid (0 for a run that earned nothing). */
  coins: number;
}

/** A session as one player sees it: every player, and their own current question. */
export interface SessionView {
  id: string;
  inviteCode: string;
  status: "active" | "waiting" | "expired" | "completed" | "ended";
  /** Whether a race is running (multiplayer_sessions.race_state); `status` is the session's life. */
  raceState: "idle" | "racing";
  game: { id: string; title: string; category: string; slug: string };
  /** Every player, in seat order (the host first). */
  players: SessionPlayer[];
  /** How many may race, host included (2 to 8). */
  maxPlayers: number;
  /** This player's seat: 1 for the host. */
  seat: number;
  endsAt: string | null;
  timeLeft: number;
  /** The race's length in seconds (its time bar's full width); null before the first race. */
  raceSeconds: number | null;
  question: (Question & { index: number }) | null;
  feedback: Feedback | null;
  /** After a race: the winner's user id, or "tie"; everyone best first. */
  result: {
    winner: string | "tie";
    standings: Standing[];
    /** What the viewer's own run of the race unlocked (characters, badges). */
    unlocks: RoundUnlock[];
  } | null;
}

/**
 * School proxies drop connections that stay silent: the server pings sockets this often, and
 * sends event streams an event the page does not listen for.
 */
export const KEEPALIVE_MS = 25_000;

export type Quality = "excellent" | "good" | "poor";

/** The spec's presence rule: 2+ players online excellent, 1 good, 0 poor. */
export function connectionQuality(online: number): Quality {
  return online >= 2 ? "excellent" : online === 1 ? "good" : "poor";
}

export type ServerMessage =
  | { type: "view"; view: SessionView }
  | { type: "presence"; online: number; quality: Quality }
  | { type: "tick"; timeLeft: number }
  | { type: "error"; message: string }
  /** The player left, or the session is no longer active: the server closes the connection next. */
  | { type: "ended"; message: string }
  | { type: "pong" };
