import type { ConnectionStatus, Transport } from "~/utils/live-link";

/**
 * The connection line: who is here, said for a child (not "Connected · 2 online · excellent").
 * How the page is connected stays in data attributes (tests, support).
 */
export function ConnectionLine({
  hydrated,
  over,
  status,
  transport,
  online,
  otherSeatTaken,
}: {
  hydrated: boolean;
  over: boolean;
  status: ConnectionStatus;
  transport: Transport;
  online: number;
  otherSeatTaken: boolean;
}) {
  return (
    <p className="text-sm font-medium text-slate-700" data-testid="connection" data-transport={transport} data-online={online}>
      {hydrated
        ? presenceText({ over, status, online, otherSeatTaken })
        : "Without JavaScript, reload the page to see the other player's moves."}
    </p>
  );
}

function presenceText({
  over,
  status,
  online,
  otherSeatTaken,
}: {
  over: boolean;
  status: ConnectionStatus;
  online: number;
  otherSeatTaken: boolean;
}): string {
  if (over) return "Session ended";
  if (status === "connecting") return "Connecting...";
  if (status === "disconnected") return "Connection lost: trying again...";
  if (online >= 2) return "You're both here";
  return otherSeatTaken ? "Your friend is away" : "Waiting for a friend to join";
}
