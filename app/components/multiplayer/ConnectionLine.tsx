import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("race");
  return (
    <p className="text-sm font-medium text-slate-700" data-testid="connection" data-transport={transport} data-online={online}>
      {hydrated ? presenceText({ over, status, online, players }, t) : t("connection.noScript")}
    </p>
  );
}

function presenceText(
  {
    over,
    status,
    online,
    players,
  }: {
    over: boolean;
    status: ConnectionStatus;
    online: number;
    players: number;
  },
  t: TFunction,
): string {
  if (over) return t("connection.ended");
  if (status === "connecting") return t("connection.connecting");
  if (status === "disconnected") return t("connection.lost");
  // A party of three or more counts its players; two keep the two-player words.
  if (players > 2) return online >= players ? t("connection.everyone") : t("connection.some", { online, players });
  if (online >= 2) return t("connection.both");
  return players > 1 ? t("connection.friendAway") : t("connection.waiting");
}
