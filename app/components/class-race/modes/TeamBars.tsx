/**
 * Teams mode's pieces every screen shares: a team's badge (animal, name and shape, so no child
 * needs the colour to know their team), the team bars (right answers per member, best first) and
 * the round's team talk, counted down to the same second on every screen.
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "~/i18n/format";
import { useRaceNow } from "~/utils/use-class-room";
import type { RoomView } from "~/utils/class-race";
import { teamLook, teamStandings, teamTalkLeft } from "~/utils/class-race-teams";

export function TeamBadge({ team, large = false }: { team: number; large?: boolean }) {
  const look = teamLook(team);
  const { t } = useTranslation("classrace");
  return (
    <span
      className={`inline-flex max-w-full items-center gap-2 rounded-full border-4 bg-white px-3 py-1 font-extrabold ${look.edge} ${look.ink} ${
        large ? "text-xl sm:text-2xl" : "text-lg"
      }`}
      data-testid="team-badge"
    >
      <span aria-hidden="true">{look.animal}</span>
      <span className="min-w-0 break-words">{t(look.name)}</span>
      <span aria-hidden="true">{look.shape}</span>
    </span>
  );
}

/** The teams' bars, best first: a bar's length is its right answers per member against the best team's. */
export function TeamBars({ room, you, large = false }: { room: RoomView; you?: number | null; large?: boolean }) {
  const { t, i18n } = useTranslation("classrace");
  const standings = teamStandings(room);
  const best = Math.max(1, ...standings.map((t) => t.perMember));
  return (
    <ol className={large ? "space-y-4" : "space-y-2"} data-testid="team-bars">
      {standings.map((standing, i) => {
        const look = teamLook(standing.team);
        return (
          <li
            key={standing.team}
            data-testid="team-bar"
            className={standing.team === you ? "rounded-xl px-2 py-1 ring-4 ring-indigo-300" : ""}
          >
            <div
              className={`flex flex-wrap items-baseline justify-between gap-x-3 font-bold text-slate-900 ${large ? "text-2xl sm:text-3xl" : "text-base"}`}
            >
              <span className="min-w-0 truncate">
                {i + 1}. <span aria-hidden="true">{look.animal}</span> {t(look.name)} <span aria-hidden="true">{look.shape}</span>
                {standing.team === you ? <span className="ml-2 text-indigo-800">{t("teams.yours")}</span> : null}
              </span>
              <span className="tabular-nums" data-testid="team-score">
                {t("teams.score", { right: standing.right, each: formatCount(standing.perMember, i18n.language) })}
              </span>
            </div>
            <div className={`mt-1 w-full overflow-hidden rounded-full bg-slate-200 ${large ? "h-10" : "h-4"}`}>
              <div
                className={`h-full rounded-full ${look.fill} motion-safe:transition-[width] motion-safe:duration-500`}
                style={{ width: `${Math.max(2, (standing.perMember / best) * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Seconds left of the round's team talk (0: answering), ticking. The server's clock is read from
 * the room's last push, so the projector and the players count the same seconds the server holds.
 */
export function useTeamTalk(room: RoomView): number {
  const offset = useMemo(() => new Date(room.serverNow).getTime() - Date.now(), [room.serverNow]);
  const at = useRaceNow(room, offset);
  return room.status === "playing" ? teamTalkLeft(room, at) : 0;
}
