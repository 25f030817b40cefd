/**
 * The WebSocket close codes of the realtime hub, shared by the server that closes a socket
 * (server/realtime/sockets.ts) and the browser that reads why (app/utils/live-link.ts), so the two
 * cannot drift apart. The message shapes live beside it: session-messages.ts and class-race.ts.
 */
export const CLOSE = {
  signInRequired: 4401,
  notAPlayer: 4403,
  badRequest: 4400,
  /** After an 'ended' message: the player left, or the session is no longer active. */
  sessionOver: 4410,
  shuttingDown: 1001,
} as const;

/** Close codes after which reconnecting cannot help: the browser stops and says why. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  CLOSE.badRequest,
  CLOSE.signInRequired,
  CLOSE.notAPlayer,
  CLOSE.sessionOver,
]);
