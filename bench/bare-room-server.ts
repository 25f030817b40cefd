/**
 * The class-race benchmark's baseline: a bare `ws` server doing the class-race hub's fan-out and
 * nothing else. Sockets connect to /?race=R&player=P (the projector: no player). A player's
 * socket sends {"index":n} for each answer; the server acknowledges it to the sender at once (as
 * the play route answers the POST) and marks the room changed. A changed room goes out by the
 * hub's rule (server/realtime/class-rooms.ts): at most once per interval, the first change after
 * a quiet interval at once, one message built once for every screen of the race, shaped and sized
 * like the hub's (the whole room to a new screen, then the score lines that moved). No database,
 * no HTTP. Run as its own process, like the app. The interval
 * (ms) is the first argument; prints {"port":N} once it listens.
 */
import { WebSocketServer, type WebSocket } from "ws";

const intervalMs = Number(process.argv[2]);
if (!(intervalMs > 0)) throw new Error("usage: bare-room-server.ts INTERVAL_MS");

interface RacePlayer {
  id: string;
  answered: number;
}

interface Room {
  id: string;
  screens: Set<WebSocket>;
  players: Map<string, RacePlayer>;
  /** Players whose score moved since the last send. */
  moved: Set<RacePlayer>;
  timer?: NodeJS.Timeout;
  lastSentAt: number;
}

const rooms = new Map<string, Room>();
const startedAt = new Date().toISOString();

function roomMessage(room: Room): string {
  const players = [...room.players.values()]
    .map(({ id, answered }) => ({ id, name: "Bench Player", visitor: false, score: answered, answered, correct: answered }))
    .sort((a, b) => b.score - a.score || b.correct - a.correct);
  const view = {
    id: room.id,
    code: "BENCH1",
    status: "playing",
    game: { id: room.id, title: "Math Quest: Number Crunch", category: "math", slug: "math-quest-number-crunch" },
    level: null,
    host: "Bench Host",
    seats: players.length,
    visitorsAllowed: true,
    players,
    playsFrom: startedAt,
    endsAt: startedAt,
    serverNow: new Date().toISOString(),
  };
  return JSON.stringify({ type: "room", room: view });
}

/** The hub's score lines: [player id, score, answered, correct]. */
function scoresMessage(room: Room): string {
  const players = [...room.moved].map(({ id, answered }) => [id, answered, answered, answered]);
  room.moved.clear();
  return JSON.stringify({ type: "scores", players, serverNow: new Date().toISOString() });
}

function send(room: Room) {
  room.timer = undefined;
  room.lastSentAt = Date.now();
  const message = scoresMessage(room);
  for (const screen of room.screens) if (screen.readyState === screen.OPEN) screen.send(message);
}

/** The hub's coalescing: a send already scheduled carries this change too. */
function changed(room: Room) {
  if (room.timer) return;
  room.timer = setTimeout(() => send(room), Math.max(0, room.lastSentAt + intervalMs - Date.now()));
}

const server = new WebSocketServer({ host: "127.0.0.1", port: 0, maxPayload: 16 * 1024 });

server.on("connection", (ws, request) => {
  const query = new URL(request.url ?? "/", "http://localhost").searchParams;
  const raceId = query.get("race") ?? "";
  const playerId = query.get("player");
  let room = rooms.get(raceId);
  if (!room) rooms.set(raceId, (room = { id: raceId, screens: new Set(), players: new Map(), moved: new Set(), lastSentAt: 0 }));
  const current = room;
  current.screens.add(ws);
  if (playerId) {
    const player = { id: playerId, answered: 0 };
    current.players.set(playerId, player);
    ws.on("message", (data) => {
      const { index } = JSON.parse(data.toString()) as { index: number };
      player.answered = Math.max(player.answered, index + 1);
      current.moved.add(player);
      ws.send(`{"ack":${index}}`);
      changed(current);
    });
  }
  ws.on("close", () => {
    current.screens.delete(ws);
    if (current.screens.size === 0) {
      clearTimeout(current.timer);
      rooms.delete(raceId);
    }
  });
  // As the hub greets a screen with the room as it is.
  ws.send(roomMessage(current));
});

server.on("listening", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(JSON.stringify({ port: address.port }));
});

const stop = () => {
  for (const ws of server.clients) ws.terminate();
  server.close(() => process.exit(0));
};
process.on("SIGTERM", stop);
// The bench holds our stdin open: when it ends, however it ended, so do we.
process.stdin.on("end", stop).resume();
