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
import type { RaceClock } from "./clock";

type Answer = NonNullable<SessionNotice["answer"]>;

export function createSessionCache(db: Queryable, clients: Clients, clock: RaceClock) {
  // sessionId → the state last pushed to its clients here, while it has any.
  const known = new Map<string, LoadedSession>();
  // sessionId → its read in progress: the answers heard meanwhile, and `again` when another
  // change was (the read may have missed it).
  const reads = new Map<string, { again: boolean; answers: Answer[] }>();

  /** Holds `loaded` as the session's state, and sends every client here their view of it. */
  function publish(sessionId: string, loaded: LoadedSession | null) {
    if (loaded) known.set(sessionId, loaded);
    else known.delete(sessionId);
    const now = new Date();
    clock.track(sessionId, loaded?.session, now);
    for (const client of clientsOf(clients, sessionId)) deliver(client, viewOf(loaded, client.userId, now));
  }

  /**
   * Reads the session and pushes it. Notices that arrive during the read are applied to its
   * result in order (those it already includes are skipped); any other change heard meanwhile
   * makes one more read after it.
   */
  function refresh(sessionId: string) {
    const running = reads.get(sessionId);
    if (running) {
      running.again = true;
      return;
    }
    const read = { again: false, answers: [] as Answer[] };
    reads.set(sessionId, read);
    void loadSession(db, { id: sessionId })
      .then((loaded) => {
        let state: LoadedSession | undefined | null = loaded;
        for (const answer of read.answers) if (state) state = withAnswer(state, answer);
        if (state === undefined) read.again = true;
        else if (clients.has(sessionId)) publish(sessionId, state);
      })
      .catch((error) => console.error("realtime: reading a session failed", error))
      .finally(() => {
        reads.delete(sessionId);
        if (read.again && clients.has(sessionId)) refresh(sessionId);
      });
  }

  /** A committed change of a session that has clients here. */
  function onChange({ sessionId, answer }: SessionNotice) {
    if (!clients.has(sessionId)) return;
    const running = reads.get(sessionId);
    if (running) {
      if (answer) running.answers.push(answer);
      else running.again = true;
      return;
    }
    const current = known.get(sessionId);
    const next = answer && current ? withAnswer(current, answer) : undefined;
    if (!next) refresh(sessionId);
    else if (next !== current) publish(sessionId, next);
  }

  return {
    /** A notice heard on 'cleverplay_session'. */
    hear(payload: string) {
      try {
        onChange(readSessionNotice(payload));
      } catch (error) {
        console.error("realtime: bad session notice", error);
      }
    },
    /** The state held for a session, if any. */
    held: (sessionId: string) => known.get(sessionId),
    /**
     * A newcomer gets the state held here; without one (or with a read under way) the read will
     * reach them too.
     */
    greet(client: Client) {
      const current = known.get(client.sessionId);
      if (current && !reads.has(client.sessionId)) deliver(client, viewOf(current, client.userId));
      else refresh(client.sessionId);
    },
    forget: (sessionId: string) => known.delete(sessionId),
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
