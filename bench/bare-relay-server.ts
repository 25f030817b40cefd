/**
 * The realtime benchmark's baseline: a bare `ws` server doing the hub's fan-out and nothing else.
 * Sockets connect to /?pair=P&seat=1|2; each message is sent to both sockets of its pair, tagged
 * with the sender's seat (no parsing, no database). On connect a socket gets {"hello":true}, as a
 * hub socket gets the session's state. Run as its own process, like the app, so that both servers
 * are measured across the same process boundary. Prints {"port":N} once it listens.
 */
import { WebSocketServer, type WebSocket } from "ws";

const pairs = new Map<string, Set<WebSocket>>();
const server = new WebSocketServer({ host: "127.0.0.1", port: 0, maxPayload: 16 * 1024 });

server.on("connection", (ws, request) => {
  const query = new URL(request.url ?? "/", "http://localhost").searchParams;
  const pair = query.get("pair") ?? "";
  const seat = query.get("seat") === "2" ? 2 : 1;
  let sockets = pairs.get(pair);
  if (!sockets) pairs.set(pair, (sockets = new Set()));
  sockets.add(ws);
  ws.on("message", (data) => {
    const relayed = `{"from":${seat},"message":${data.toString()}}`;
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(relayed);
  });
  ws.on("close", () => {
    sockets.delete(ws);
    if (sockets.size === 0) pairs.delete(pair);
  });
  ws.send('{"hello":true}');
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
