/**
 * The hub's two beats. The race clock: each instance counts down for its own clients from the
 * deadline of the state it holds, and the first to see the deadline pass finishes the race with a
 * conditional update, so it ends once. The keep-alive beat: its work (pings, presence) is done a
 * slice at a time, one slice a second, each socket and session in its own: all of it at once
 * would hold up every answer arriving meanwhile on a busy server.
 */
import type { Session } from "../../app/models/multiplayer/sessions.server";
import { secondsLeft } from "../../app/models/multiplayer/view.server";
import { KEEPALIVE_MS } from "../../app/utils/session-messages";
import { clientsOf, type Clients } from "./clients";

export const KEEPALIVE_SLICES = KEEPALIVE_MS / 1000;

/** A session's keep-alive slice. */
export const sessionSlice = (sessionId: string) => parseInt(sessionId.slice(-4), 16) % KEEPALIVE_SLICES;

/**
 * How often the clocks are looked at: each race's tick goes out when its time left changes,
 * on its own second rather than all races' on one, which keeps a burst of ticks from delaying
 * answers.
 */
const TICK_CHECK_MS = 100;

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

/** The race clock of the sessions held here; `finish` ends a race past its deadline. */
export class RaceClock {
  // sessionId → while it is playing: the deadline (epoch ms) of the state held, the ticks' clock;
  // the time left its clients were last told; when this instance last tried to finish it.
  private readonly races = new Map<string, { endsAt: number; shown: number; finishTried: number }>();
  private readonly ticker: NodeJS.Timeout;

  constructor(
    private readonly clients: Clients,
    private readonly finish: (sessionId: string) => void,
  ) {
    this.ticker = setInterval(() => this.tick(), TICK_CHECK_MS);
    this.ticker.unref();
  }

  private tick() {
    const now = new Date();
    for (const [sessionId, race] of this.races) {
      const timeLeft = secondsLeft(new Date(race.endsAt), now);
      if (timeLeft !== race.shown) {
        race.shown = timeLeft;
        for (const client of clientsOf(this.clients, sessionId)) client.send({ type: "tick", timeLeft });
      }
      // Once a second at most: the finish is a conditional update, and the state it makes ends this.
      if (timeLeft <= 0 && now.getTime() - race.finishTried >= 1000) {
        race.finishTried = now.getTime();
        this.finish(sessionId);
      }
    }
  }

  /** Follows the session's race as `session` (the state held) has it; none when it is not playing. */
  track(sessionId: string, session: Session | undefined, now: Date) {
    if (session?.state === "playing" && session.endsAt) {
      // The state carries the time left: the next tick is due when it changes.
      this.races.set(sessionId, { endsAt: session.endsAt.getTime(), shown: secondsLeft(session.endsAt, now), finishTried: 0 });
    } else this.races.delete(sessionId);
  }

  forget(sessionId: string) {
    this.races.delete(sessionId);
  }

  count(): number {
    return this.races.size;
  }

  stop() {
    clearInterval(this.ticker);
  }
}
