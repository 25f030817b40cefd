import { useTranslation } from "react-i18next";
import type { SessionPlayer, Standing } from "~/utils/session-messages";
import { targetWords } from "~/games/race-points";
import { Avatar } from "../Avatar";

const MEDALS = ["🥇", "🥈", "🥉"];
const PLACES = ["podium.first", "podium.second", "podium.third"];

/**
 * After a race, everyone best first: the first three on a podium's steps (second, first, third
 * from the left, as a podium stands), then the rest in a list, each with their level, score,
 * race points and the coins the race paid them. Places are shared on equal race points.
 */
export function Podium({ standings, players, me }: { standings: Standing[]; players: SessionPlayer[]; me: number }) {
  const { t } = useTranslation("race");
  const rows = standings.flatMap((standing) => {
    const player = players.find((p) => p.id === standing.id);
    return player ? [{ ...standing, player }] : [];
  });
  const top = rows.slice(0, 3);
  // Second, first, third: the winner stands in the middle, highest.
  const steps = top.length === 3 ? [top[1], top[0], top[2]] : top;
  return (
    <div className="mt-4" data-testid="podium">
      <ol className="flex items-end justify-center gap-2">
        {steps.map((row) => (
          <li
            key={row.player.id}
            className={`flex min-w-0 flex-1 flex-col items-center rounded-t-2xl border border-b-0 border-slate-200 bg-white px-1 pt-3 text-center sm:max-w-56 ${
              row.place === 1 ? "pb-8" : row.place === 2 ? "pb-4" : "pb-1"
            }`}
            data-testid="race-row"
            data-place={row.place}
          >
            <span aria-hidden="true" className="text-3xl">
              {MEDALS[row.place - 1] ?? ""}
            </span>
            <Avatar {...row.player} name={row.player.displayName} size={44} />
            <p className="mt-1 w-full text-sm font-bold [overflow-wrap:anywhere] sm:text-base">
              <span className="sr-only">{t(PLACES[row.place - 1])} </span>
              <span data-testid="podium-name">{row.player.displayName}</span>
              {row.player.seat === me ? <span className="pill ml-1 bg-indigo-700 text-xs text-white">{t("race.you")}</span> : null}
            </p>
            <Details row={row} you={row.player.seat === me} />
          </li>
        ))}
      </ol>
      {rows.length > 3 ? (
        <ol className="mt-2 space-y-2" start={4}>
          {rows.slice(3).map((row) => (
            <li
              key={row.player.id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2"
              data-testid="race-row"
              data-place={row.place}
            >
              <span className="w-8 text-center text-lg font-black text-slate-600">{row.place}</span>
              <Avatar {...row.player} name={row.player.displayName} size={36} />
              <div className="min-w-0 flex-1 text-left">
                <p className="font-bold [overflow-wrap:anywhere]">
                  <span data-testid="podium-name">{row.player.displayName}</span>
                  {row.player.seat === me ? <span className="pill ml-1 bg-indigo-700 text-xs text-white">{t("race.you")}</span> : null}
                </p>
                <Details row={row} you={row.player.seat === me} />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function Details({ row, you }: { row: Standing & { player: SessionPlayer }; you: boolean }) {
  const { t } = useTranslation("race");
  return (
    <>
      <p className="text-sm text-slate-700">
        {t("podium.levelScore", { level: row.player.level })} <span data-testid="podium-score">{row.score}</span>
      </p>
      <p className="flex flex-wrap items-baseline justify-center gap-x-2">
        <span className="text-sm font-bold text-indigo-800" data-testid="race-points">
          {targetWords(row.points, you, t)}
        </span>
        <span className="text-sm font-semibold text-amber-900" data-testid="race-coins">
          +{row.coins} CC
        </span>
      </p>
    </>
  );
}
