/**
 * The sessions held here. While a session has clients here, the hub keeps the state it last
 * pushed: a race answer's notice carries what it changed and the session's version, so the hub
 * applies it to that state without a read when it is the very next change, and reads the session
 * again otherwise (any other change, a missed one). Reads of one session run one at a time, and
 * notices heard during one are applied after it, so a client never gets an older state after a
 * newer one.
 */
import type { Queryable } from "../../app/db.server";
import { readSessionNotice, withAnswer, type SessionNotice } from "../../app/models/multiplayer/notices.server";
import { loadSession, type LoadedSession } from "../../app/models/multiplayer/sessions.server";
import { viewOf } from "../../app/models/multiplayer/view.server";
import { clientsOf, deliver, type Client, type Clients } from "./clients";
import type { DeadlineTicker } from "./deadline-ticker";

type Answer = NonNullable<SessionNotice["answer"]>;

export class SessionCache {
  // sessionId → the state last pushed to its clients here, while it has any.
  private readonly known = new Map<string, LoadedSession>();
  // sessionId → its read in progress: the answers heard meanwhile, and `again` when another
  // change was (the read may have missed it).
  private readonly reads = new Map<string, { again: boolean; answers: Answer[] }>();

  constructor(
    private readonly db: Queryable,
    private readonly clients: Clients,
    private readonly deadlines: DeadlineTicker,
  ) {}

  /** A notice heard on 'cleverplay_session'. */
  hear(payload: string) {
    try {
      this.onChange(readSessionNotice(payload));
    } catch (error) {
      console.error("realtime: bad session notice", error);
    }
  }

  /** The state held for a session, if any. */
  held(sessionId: string): LoadedSession | undefined {
    return this.known.get(sessionId);
  }

  /**
   * A newcomer gets the state held here; without one (or with a read under way) the read will
   * reach them too.
   */
  greet(client: Client) {
    const current = this.known.get(client.sessionId);
    if (current && !this.reads.has(client.sessionId)) deliver(client, viewOf(current, client.userId));
    else this.refresh(client.sessionId);
  }

  forget(sessionId: string) {
    this.known.delete(sessionId);
  }

  /** Holds `loaded` as the session's state, and sends every client here their view of it. */
  private publish(sessionId: string, loaded: LoadedSession | null) {
    if (loaded) this.known.set(sessionId, loaded);
    else this.known.delete(sessionId);
    const now = new Date();
    this.deadlines.track(sessionId, loaded?.session, now);
    for (const client of clientsOf(this.clients, sessionId)) deliver(client, viewOf(loaded, client.userId, now));
  }

  /**
   * Reads the session and pushes it. Notices that arrive during the read are applied to its
   * result in order (those it already includes are skipped); any other change heard meanwhile
   * makes one more read after it.
   */
  private refresh(sessionId: string) {
    const running = this.reads.get(sessionId);
    if (running) {
      running.again = true;
      return;
    }
    const read = { again: false, answers: [] as Answer[] };
    this.reads.set(sessionId, read);
    void loadSession(this.db, { id: sessionId })
      .then((loaded) => {
        let state: LoadedSession | undefined | null = loaded;
        for (const answer of read.answers) if (state) state = withAnswer(state, answer);
        if (state === undefined) read.again = true;
        else if (this.clients.has(sessionId)) this.publish(sessionId, state);
      })
      .catch((error) => console.error("realtime: reading a session failed", error))
      .finally(() => {
        this.reads.delete(sessionId);
        if (read.again && this.clients.has(sessionId)) this.refresh(sessionId);
      });
  }

  /** A committed change of a session that has clients here. */
  private onChange({ sessionId, answer }: SessionNotice) {
    if (!this.clients.has(sessionId)) return;
    const running = this.reads.get(sessionId);
    if (running) {
      if (answer) running.answers.push(answer);
      else running.again = true;
      return;
    }
    const current = this.known.get(sessionId);
    const next = answer && current ? withAnswer(current, answer) : undefined;
    if (!next) this.refresh(sessionId);
    else if (next !== current) this.publish(sessionId, next);
  }
}
