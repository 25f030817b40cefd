/**
 * Presence: how many of a session's players are online, over every instance. Each instance
 * announces its connection counts on 'cleverplay_presence' when they change and again on every
 * keep-alive beat; counts no longer re-announced go stale and stop counting.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "../../app/db.server";
import { connectionQuality, type ServerMessage } from "../../app/utils/session-messages";
import { clientsOf, type Clients } from "./clients";
import { sessionSlice } from "./keepalive";

const PRESENCE_STALE_MS = 60_000;

type Player = { sessionId: string; userId: string };

function presenceMessage(online: number): ServerMessage {
  return { type: "presence", online, quality: connectionQuality(online) };
}

export class Presence {
  // sessionId → userId → instanceId → { count, seq, seen }
  private readonly presence = new Map<string, Map<string, Map<string, { count: number; seq: number; seen: number }>>>();
  // Presence notices of one instance may be delivered out of order (a pool of connections): the
  // sequence number keeps an older count from overwriting a newer one.
  private seq = 0;
  // sessionId → the online count its clients here were last told.
  private readonly shownOnline = new Map<string, number>();
  // Connections that open or close in the same turn of the event loop (a class arriving, a page
  // reloading both its socket and its stream) are announced in one query, with their counts as
  // they are once the turn is over.
  private readonly toAnnounce = new Map<string, Player>();
  private announcing: NodeJS.Immediate | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly instanceId: string,
    private readonly clients: Clients,
    /** Told when a player's last connection to a session (on every instance) has closed. */
    private readonly onLeft: (sessionId: string, userId: string) => void = () => {},
  ) {}

  /** Whether this player has the session open on any instance, as last heard. */
  isOnline(sessionId: string, userId: string): boolean {
    const now = Date.now();
    const instances = this.presence.get(sessionId)?.get(userId);
    return [...(instances?.values() ?? [])].some((p) => p.count > 0 && now - p.seen < PRESENCE_STALE_MS);
  }

  /** The count as known now, for a newcomer; if their connection changes it, everyone is told when it is heard. */
  greeting(sessionId: string): ServerMessage {
    return presenceMessage(this.shownOnline.get(sessionId) ?? this.onlineCount(sessionId));
  }

  forget(sessionId: string) {
    this.shownOnline.delete(sessionId);
  }

  /** Announces this player's connections here once the event loop's turn is over. */
  announceSoon(sessionId: string, userId: string) {
    this.toAnnounce.set(`${sessionId} ${userId}`, { sessionId, userId });
    this.announcing ??= setImmediate(() => {
      this.announcing = null;
      const players = [...this.toAnnounce.values()];
      this.toAnnounce.clear();
      void this.announce(players);
    });
  }

  /** A notice heard on 'cleverplay_presence'. */
  hear(payload: string) {
    try {
      const {
        sessionId,
        userId,
        instanceId: from,
        count,
        seq,
      } = JSON.parse(payload) as Player & {
        instanceId: string;
        count: number;
        seq: number;
      };
      let users = this.presence.get(sessionId);
      if (!users) this.presence.set(sessionId, (users = new Map()));
      let instances = users.get(userId);
      if (!instances) users.set(userId, (instances = new Map()));
      if ((instances.get(from)?.seq ?? 0) > seq) return;
      const wasOnline = this.isOnline(sessionId, userId);
      instances.set(from, { count, seq, seen: Date.now() });
      this.broadcast(sessionId);
      if (wasOnline && !this.isOnline(sessionId, userId)) this.onLeft(sessionId, userId);
    } catch (error) {
      console.error("realtime: bad presence message", error);
    }
  }

  /**
   * The keep-alive beat for one slice: counts no longer re-announced (players gone, an instance
   * stopped) are forgotten once stale, as by then no older notice of theirs can still arrive; the
   * sessions here hear their count again, and this instance re-announces its own.
   */
  beat(slice: number) {
    const now = Date.now();
    for (const [sessionId, users] of this.presence) {
      if (sessionSlice(sessionId) !== slice) continue;
      for (const [userId, instances] of users) {
        for (const [from, p] of instances) if (now - p.seen >= PRESENCE_STALE_MS) instances.delete(from);
        if (instances.size === 0) users.delete(userId);
      }
      if (users.size === 0) this.presence.delete(sessionId);
    }
    const players: Player[] = [];
    for (const [sessionId, set] of this.clients) {
      if (sessionSlice(sessionId) !== slice) continue;
      // A player whose instance stopped without saying so drops out of the count here.
      this.broadcast(sessionId);
      for (const userId of new Set([...set].map((c) => c.userId))) players.push({ sessionId, userId });
    }
    void this.announce(players);
  }

  stop() {
    if (this.announcing) clearImmediate(this.announcing);
  }

  private onlineCount(sessionId: string): number {
    let online = 0;
    for (const userId of this.presence.get(sessionId)?.keys() ?? []) if (this.isOnline(sessionId, userId)) online += 1;
    return online;
  }

  /** Tells a session's clients here its online count, when it is not what they were last told. */
  private broadcast(sessionId: string) {
    const online = this.onlineCount(sessionId);
    if (this.shownOnline.get(sessionId) === online || !this.clients.has(sessionId)) return;
    this.shownOnline.set(sessionId, online);
    for (const client of clientsOf(this.clients, sessionId)) client.send(presenceMessage(online));
  }

  /** Tells every instance (this one too) how many connections these players have here, in one query. */
  private async announce(players: Player[]) {
    const payloads = players.map(({ sessionId, userId }) => {
      const count = [...clientsOf(this.clients, sessionId)].filter((c) => c.userId === userId && !c.watching).length;
      return JSON.stringify({ sessionId, userId, instanceId: this.instanceId, count, seq: ++this.seq });
    });
    if (!payloads.length) return;
    await this.db
      .execute(
        sql`select pg_notify('cleverplay_presence', payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
      )
      .catch((error) => console.error("realtime: presence", error));
  }
}
