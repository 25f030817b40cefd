/**
 * A class race player's answers over the race's socket, which the page already holds for the live
 * podium (app/utils/use-class-room.ts registers it here): no HTTP request a question, on a school line
 * where each one costs a round trip and a cookie. When the race has no open socket (the events
 * fallback, a drop), or a reply does not come in time, the page posts the answer as before. Gold
 * Quest's chests go the same way.
 */
import type { PlayActionData, ClassRaceAnswer, ClassRaceAnswerReply } from "~/games/run-view";
import type { ChestOnSocket, ChestOpenedOnSocket, ChestReply } from "./gold-quest";

/** After this, the answer is posted instead (a repeat of an answer that did count is told so). */
const REPLY_TIMEOUT_MS = 5000;

const sockets = new Map<string, () => WebSocket | null>();
const waiting = new Map<string, (reply: PlayActionData | null) => void>();

/** The race's open socket, while the page follows it; returns the undo. */
export function offerClassRaceSocket(raceId: string, openSocket: () => WebSocket | null): () => void {
  sockets.set(raceId, openSocket);
  return () => {
    if (sockets.get(raceId) === openSocket) sockets.delete(raceId);
  };
}

/** A reply that came on the race's socket. */
export function settleClassRaceAnswer({ runId, index, reply }: ClassRaceAnswerReply) {
  waiting.get(`${runId}:${index}`)?.(reply);
}

/**
 * Sends the answer on the race's socket; resolves with the server's reply, or null when it could
 * not be sent or no reply came in time (the caller posts it instead).
 */
export function answerOnClassRaceSocket(raceId: string, answer: Omit<ClassRaceAnswer, "type">): Promise<PlayActionData | null> {
  const socket = sockets.get(raceId)?.();
  if (!socket) return Promise.resolve(null);
  const key = `${answer.runId}:${answer.index}`;
  return new Promise((resolve) => {
    const settle = (reply: PlayActionData | null) => {
      clearTimeout(timer);
      waiting.delete(key);
      resolve(reply);
    };
    const timer = setTimeout(() => settle(null), REPLY_TIMEOUT_MS);
    waiting.set(key, settle);
    socket.send(JSON.stringify({ type: "answer", ...answer } satisfies ClassRaceAnswer));
  });
}

let chestWaiting: ((reply: ChestReply | null) => void) | null = null;

/** A chest's reply that came on the race's socket. */
export function settleChestOnSocket({ reply }: ChestOpenedOnSocket) {
  chestWaiting?.(reply);
}

/** Opens the waiting chest on the race's socket; null when it could not be sent or no reply came in time (the caller posts it instead). */
export function openChestOnClassRaceSocket(raceId: string, chest: number): Promise<ChestReply | null> {
  const socket = sockets.get(raceId)?.();
  if (!socket || chestWaiting) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = (reply: ChestReply | null) => {
      clearTimeout(timer);
      chestWaiting = null;
      resolve(reply);
    };
    const timer = setTimeout(() => settle(null), REPLY_TIMEOUT_MS);
    chestWaiting = settle;
    socket.send(JSON.stringify({ type: "chest", chest } satisfies ChestOnSocket));
  });
}
