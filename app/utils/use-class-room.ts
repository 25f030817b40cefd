/**
 * The browser's side of a class race's room: a WebSocket to /ws?race=, or, when sockets are cut
 * (school proxies often do), the server-sent-events stream of the same room. Either way the
 * server pushes the whole room on every change of state, and the scores that moved while the race
 * runs (at most a few times a second). A player's answers may go on the same socket
 * (`class-race-answers.ts`). The page's own room (from its loader) shows until the first push, and
 * without JavaScript a meta refresh reloads the page instead.
 */
import { useEffect, useState } from "react";
import type { ClassRaceAnswerReply } from "~/games/run-view";
import { offerClassRaceSocket, settleChestOnSocket, settleClassRaceAnswer } from "./class-race-answers";
import type { ChestOpenedOnSocket } from "./gold-quest";
import { applyScores, type RoomMessage, type RoomView } from "./class-race";
import { openLiveLink } from "./live-link";

export function useClassRoom(initial: RoomView): { room: RoomView; live: boolean; offsetMs: number } {
  const [room, setRoom] = useState(initial);
  const [live, setLive] = useState(false);
  // The server's clock minus the browser's, so every screen counts down to the same second.
  const [offsetMs, setOffsetMs] = useState(() => new Date(initial.serverNow).getTime() - Date.now());
  const raceId = initial.id;

  useEffect(() => setRoom(initial), [initial]);

  useEffect(() => {
    const line = openLiveLink(`race=${raceId}`, `/class-races/${raceId}/events`, {
      receive(data) {
        const message = JSON.parse(data) as RoomMessage | ClassRaceAnswerReply | ChestOpenedOnSocket;
        if (message.type === "answered") return settleClassRaceAnswer(message);
        if (message.type === "chest-opened") return settleChestOnSocket(message);
        if (message.type === "pong") return;
        const serverNow = message.type === "room" ? message.room.serverNow : message.serverNow;
        setOffsetMs(new Date(serverNow).getTime() - Date.now());
        setRoom((room) => (message.type === "room" ? message.room : applyScores(room, message.players, serverNow, message.events)));
        setLive(true);
      },
      // Live means a room arrived on the line that is up now: any drop or retry is not live.
      status: (status) => status !== "connected" && setLive(false),
    });
    const withdraw = offerClassRaceSocket(raceId, line.openSocket);
    return () => {
      withdraw();
      line.stop();
    };
  }, [raceId]);

  return { room, live, offsetMs };
}

/** The server's clock (ms, the browser's plus `offsetMs`), ticking four times a second while the race runs. */
export function useRaceNow(room: RoomView, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (room.status !== "playing") return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [room.status]);
  return now + offsetMs;
}

/** Seconds left on the race's clock (or the countdown), ticking once a second. */
export function useSecondsLeft(room: RoomView, offsetMs: number): { countdown: number; left: number } {
  const at = useRaceNow(room, offsetMs);
  const until = (iso: string | null) => (iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - at) / 1000)) : 0);
  return { countdown: until(room.playsFrom), left: until(room.endsAt) };
}
