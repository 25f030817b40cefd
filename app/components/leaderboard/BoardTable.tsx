import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { memo } from "react";
import { Avatar } from "~/components/Avatar";
import { useTranslation } from "react-i18next";
import { rankLabel } from "~/utils/numbers";
import type { BoardGame, BoardRow, ListRow } from "./page-data";

/**
 * Rows ranked within their game, best first; the viewer's own row marked. One game's board; or,
 * given `games`, the one list of every game, each row with its game (and the rank it holds there).
 * Memoised, each row its own component: a hundred rows are drawn once on hydration, in slices the
 * browser can answer between, and not again when the router's state changes around them (the
 * routes it discovers after hydration re-render every route).
 */
export const BoardTable = memo(function BoardTable({
  caption,
  rows,
  games,
  level = null,
}: {
  caption: string;
  rows: (BoardRow | ListRow)[];
  games?: BoardGame[];
  /** The level the list shows (its game column names each game's), or null for all levels. */
  level?: number | null;
}) {
  const { t } = useTranslation("board");
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className={`board w-full text-left text-sm${games ? " board-list" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col">{t("table.rank")}</th>
            <th scope="col">{t("table.player")}</th>
            {games ? <th scope="col">{t("table.game")}</th> : null}
            <th scope="col" className="text-right">
              {t("table.score")}
            </th>
            <th scope="col">{t("table.date")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            // One game's rows come ranked, best first; the list's each say their rank in their game.
            const game = games && "game" in row ? games[row.game] : undefined;
            const rank = "rank" in row ? row.rank : i + 1;
            return <BoardTableRow key={i} row={row} rank={rank} game={game} level={level} t={t} />;
          })}
        </tbody>
      </table>
    </div>
  );
});

interface RowProps {
  row: BoardRow | ListRow;
  rank: number;
  game?: BoardGame;
  level: number | null;
  /** The table's: one subscription to i18next for the table, not one a row. */
  t: TFunction;
}

function BoardTableRow({ row, rank, game, level, t }: RowProps) {
  const gameLevel = level === null ? undefined : game?.levels?.find((l) => l.id === level);
  return (
    <tr className={row.viewer ? "bg-indigo-50" : undefined}>
      <td className={rank <= 3 ? "top" : undefined}>{rankLabel(rank, t)}</td>
      <td>
        {/* Laid out by the stylesheet (.board td:nth-child(2)): no wrapper in each of 100 rows. */}
        <Avatar
          name={row.name}
          avatarUrl={row.avatarUrl}
          frameUrl={row.frameUrl}
          emblemUrl={row.emblemUrl}
          characterUrl={row.characterUrl}
        />
        <b>
          {row.profileId ? (
            <Link to={`/profile/${row.profileId}`} discover="none">
              {row.name}
            </Link>
          ) : (
            row.name
          )}
        </b>
        {row.viewer ? <span className="pill ml-2 bg-indigo-700 text-white">{t("table.you")}</span> : null}
        {row.privateProfile ? <span className="pill ml-2 bg-slate-200 text-slate-800">{t("table.private")}</span> : null}
        <small>{`@${row.username}`}</small>
      </td>
      {game ? (
        <td>
          <Link to={game.path} discover="none">
            {game.title}
          </Link>
          {gameLevel ? <small>{t("table.level", { id: gameLevel.id, name: gameLevel.name })}</small> : null}
        </td>
      ) : null}
      <td title={String(row.score)}>{row.shortScore}</td>
      <td>{row.playedOn ?? ""}</td>
    </tr>
  );
}
