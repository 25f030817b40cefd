/**
 * The deadline ticker: while a two-player race runs, each instance tells its own clients the time
 * left (a "tick" message each time the whole seconds change), counted from the deadline of the
 * session state it holds (multiplayer_sessions.ends_at), and the first instance to see the
 * deadline pass finishes the race with a conditional update, so it ends once. (Class races are
 * another matter: class-rooms.ts finishes them, and their clock on screen is counted down in the
 * browser by app/components/class-race/RaceClock.tsx.)
 */
import type { Session } from "../../app/models/multiplayer/sessions.server";
import { secondsLeft } from "../../app/models/multiplayer/view.server";
import { clientsOf, type Clients } from "./clients";

/**
 * How often the deadlines are looked at: each race's tick goes out when its time left changes,
 * on its own second rather than all races' on one, which keeps a burst of ticks from delaying
 * answers.
 */
const TICK_CHECK_MS = 100;

/** Ticks the races of the sessions held here toward their deadlines; `finish` ends a race past its deadline. */
export class DeadlineTicker {
  // sessionId → while it is racing: the deadline (epoch ms) of the state held, the ticks' clock;
  // the time left its clients were last told; when this instance last tried to finish it.
  private readonly races = new Map<string, { endsAt: number; shown: number; finishTried: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly clients: Clients,
    private readonly finish: (sessionId: string) => void,
  ) {
    this.timer = setInterval(() => this.tick(), TICK_CHECK_MS);
    this.timer.unref();
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

  /** Follows the session's race as `session` (the state held) has it; none when it is not racing. */
  track(sessionId: string, session: Session | undefined, now: Date) {
    if (session?.raceState === "racing" && session.endsAt) {
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
    clearInterval(this.timer);
  }
}
