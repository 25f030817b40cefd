import { useTranslation } from "react-i18next";
import type { SessionPlayer } from "~/utils/session-messages";
import { Avatar } from "../Avatar";

/** One seat of the session: the player, their level, whether they are ready, and their score; or an empty seat. */
export function PlayerRow({ player, seat, online }: { player: SessionPlayer | null; seat: "host" | "guest"; online?: boolean }) {
  const { t } = useTranslation("race");
  const label = seat === "host" ? t("seat.host") : t("seat.guest");
  if (!player)
    return (
      <li className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
        {seat === "host" ? t("seat.hostWaiting") : t("seat.guestWaiting")}
      </li>
    );
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
      <Avatar
        name={player.displayName}
        avatarUrl={player.avatarUrl}
        frameUrl={player.frameUrl}
        emblemUrl={player.emblemUrl}
        characterUrl={player.characterUrl}
        size={40}
      />
      {/* min-w-0: a long name wraps instead of pushing the score off a phone's screen. */}
      <div className="min-w-0 flex-1">
        <p className="font-semibold [overflow-wrap:anywhere]">
          {player.displayName} <span className="text-sm font-normal text-slate-600">({label})</span>
        </p>
        <p className="text-sm text-slate-700">
          {t(player.ready ? "seat.ready" : "seat.notReady", { level: player.level })}
          {online === false ? t("seat.offline") : ""}
        </p>
      </div>
      <p className="text-2xl font-extrabold" data-testid={`score-${seat}`}>
        {player.score}
      </p>
    </li>
  );
}
