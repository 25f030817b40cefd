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
  players,
}: {
  hydrated: boolean;
  over: boolean;
  status: ConnectionStatus;
  transport: Transport;
  online: number;
  /** How many hold a seat now, this player included. */
  players: number;
}) {
  return (
    <p className="text-sm font-medium text-slate-700" data-testid="connection" data-transport={transport} data-online={online}>
      {hydrated ? presenceText({ over, status, online, players }) : "Without JavaScript, reload the page to see the other player's moves."}
    </p>
  );
}

function presenceText({
  over,
  status,
  online,
  players,
}: {
  over: boolean;
  status: ConnectionStatus;
  online: number;
  players: number;
}): string {
  if (over) return "Session ended";
  if (status === "connecting") return "Connecting...";
  if (status === "disconnected") return "Connection lost: trying again...";
  // A party of three or more counts its players; two keep the two-player words.
  if (players > 2) return online >= players ? "Everyone's here" : `${online} of ${players} here`;
  if (online >= 2) return "You're both here";
  return players > 1 ? "Your friend is away" : "Waiting for a friend to join";
}
