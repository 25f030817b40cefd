/** The hub's connected players, by session: each a WebSocket or an event stream. */
import type { ServerMessage, SessionView } from "../../app/utils/session-messages";
import { NO_LONGER_A_PLAYER, SESSION_OVER } from "../../app/models/multiplayer/race-words.server";

export interface Client {
  sessionId: string;
  userId: string;
  /** A page that only waits for the session's end (the header's badge): not presence. */
  watching?: boolean;
  send(message: ServerMessage): void;
  /** Ends this player's connection (socket or event stream). */
  close(): void;
}

/** sessionId → its clients here; a session is a key only while it has some. */
export type Clients = Map<string, Set<Client>>;

/** A session's clients here (none when it has none). */
export function clientsOf(clients: Clients, sessionId: string): Iterable<Client> {
  return clients.get(sessionId) ?? [];
}

/**
 * Sends a client the session as they see it. Once they are out of it (they left, or it is no
 * longer active) they are told so and let go: nothing more will come for them.
 */
export function deliver(client: Client, view: SessionView | null) {
  if (view) client.send({ type: "view", view });
  if (view?.status === "active") return;
  client.send({
    type: "ended",
    message: view ? SESSION_OVER : NO_LONGER_A_PLAYER,
  });
  client.close();
}
