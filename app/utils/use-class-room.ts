/**
 * The browser's side of a class race's room: a WebSocket to /ws?race=, or, when sockets are cut
 * (school proxies often do), the server-sent-events stream of the same room. Either way the
 * server pushes the whole room on every change (at most a few times a second). The page's own
 * room (from its loader) shows until the first push, and without JavaScript a meta refresh
 * reloads the page instead.
 */
import { useEffect, useState } from "react";
import type { RoomMessage, RoomView } from "./class-race";

const SOCKET_LIVE_TIMEOUT_MS = 4000;
const RECONNECT_MS = 1500;
/** Close codes after which reconnecting cannot help (CLOSE in server/realtime/sockets.ts). */
const FINAL_CLOSE_CODES = new Set([4400, 4401, 4403, 4410]);

export function useClassRoom(initial: RoomView): { room: RoomView; live: boolean; offsetMs: number } {
  const [room, setRoom] = useState(initial);
  const [live, setLive] = useState(false);
  // The server's clock minus the browser's, so every screen counts down to the same second.
  const [offsetMs, setOffsetMs] = useState(() => new Date(initial.serverNow).getTime() - Date.now());
  const raceId = initial.id;

  useEffect(() => setRoom(initial), [initial]);

  useEffect(() => {
    let stopped = false;
    let socketWorked = false;
    let socket: WebSocket | null = null;
    let events: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const receive = (data: string) => {
      const message = JSON.parse(data) as RoomMessage;
      if (message.type !== "room") return;
      setOffsetMs(new Date(message.room.serverNow).getTime() - Date.now());
      setRoom(message.room);
      setLive(true);
    };

    const followEvents = () => {
      if (stopped || events) return;
      events = new EventSource(`/class-races/${raceId}/events`);
      events.onmessage = (event) => receive(String(event.data));
      events.onerror = () => setLive(false);
    };

    const connect = () => {
      if (stopped) return;
      const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?race=${raceId}`);
      socket = ws;
      const liveTimeout = setTimeout(() => !socketWorked && ws.close(), SOCKET_LIVE_TIMEOUT_MS);
      ws.onmessage = (event) => {
        socketWorked = true;
        clearTimeout(liveTimeout);
        receive(String(event.data));
      };
      ws.onclose = (event) => {
        clearTimeout(liveTimeout);
        setLive(false);
        if (stopped || FINAL_CLOSE_CODES.has(event.code)) return;
        if (!socketWorked) followEvents();
        else retry = setTimeout(connect, RECONNECT_MS);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
      events?.close();
    };
  }, [raceId]);

  return { room, live, offsetMs };
}

/** Seconds left on the race's clock (or the countdown), ticking once a second. */
export function useSecondsLeft(room: RoomView, offsetMs: number): { countdown: number; left: number } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (room.status !== "playing") return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [room.status]);
  const at = now + offsetMs;
  const until = (iso: string | null) => (iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - at) / 1000)) : 0);
  return { countdown: until(room.playsFrom), left: until(room.endsAt) };
}
