/**
 * The keep-alive beat: its work (pings, presence) is done a slice at a time, one slice a second,
 * each socket and session in its own: all of it at once would hold up every answer arriving
 * meanwhile on a busy server.
 */
import { KEEPALIVE_MS } from "../../app/utils/session-messages";

export const KEEPALIVE_SLICES = KEEPALIVE_MS / 1000;

/** A session's keep-alive slice. */
export const sessionSlice = (sessionId: string) => parseInt(sessionId.slice(-4), 16) % KEEPALIVE_SLICES;

/** Calls `beat` with the next slice, one slice at a time, every slice of the keep-alive period. */
export function startKeepalive(beat: (slice: number) => void): () => void {
  let slice = 0;
  const timer = setInterval(() => {
    slice = (slice + 1) % KEEPALIVE_SLICES;
    beat(slice);
  }, KEEPALIVE_MS / KEEPALIVE_SLICES);
  timer.unref();
  return () => clearInterval(timer);
}
