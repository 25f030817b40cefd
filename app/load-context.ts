import type { DatabaseHandle } from "~/db.server";
import type { Env } from "~/env.server";
import type { ServerMessage } from "~/utils/session-messages";

/** The session hub (server/realtime/): the server-sent-events fallback subscribes through it. */
export interface RealtimeHub {
  /**
   * Delivers `sessionId`'s state, presence and ticks to `send` until the returned function runs,
   * or until the player is out of the session: then an 'ended' message, and `close` is called.
   * A page that only `watches` (the header away from the game pages, waiting for the end) is not
   * counted as the player being there.
   */
  subscribe(
    sessionId: string,
    userId: string,
    send: (message: ServerMessage) => void,
    close: () => void,
    options?: { watching?: boolean },
  ): () => void;
  /** Whether this player has the session open anywhere now (a socket or a stream, on any instance). */
  isOnline(sessionId: string, userId: string): boolean;
  /**
   * Delivers a class race's room to `send` on every change (coalesced) until the returned function
   * runs: a RoomMessage as JSON text, serialised once for all of the race's screens.
   */
  followRace(raceId: string, send: (data: string) => void, close: () => void): () => void;
}

/** What the server hands every loader and action (server/start.ts builds it once). */
export interface CleverPlayContext {
  db: DatabaseHandle["db"];
  database: DatabaseHandle;
  env: Env;
  /** Signs cookies; from SESSION_SECRET or a secret kept in DATA_DIR. */
  cookieSecret: string;
  realtime: RealtimeHub;
  /** The address the request's connection came from (set per request by server/start.ts). */
  peerAddress?: string;
  /**
   * One object per request (server/start.ts), the key of what the loaders of a request share (the
   * sign-in lookup): Remix hands each loader its own copy of the Request. Absent, nothing is shared.
   */
  requestScope?: object;
  /**
   * Gives back this request's page slot (server/turns.ts) before it waits on an outside service:
   * the visitors behind it go on meanwhile. Absent outside a turn (posts, tests).
   */
  leaveTurn?: () => void;
  /** Which proxies' X-Forwarded-For to believe: TRUST_PROXY, compiled once at start. */
  trustProxy?: (address: string, hop: number) => boolean;
}

declare module "@remix-run/node" {
  // Module augmentation needs an interface; it adds what CleverPlayContext declares.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CleverPlayContext {}
}
