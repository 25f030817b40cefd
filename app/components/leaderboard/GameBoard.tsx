import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { levelNameIn } from "~/games/levels";
import { agesLabel } from "~/i18n/ages-label";
import { useReaderGameLanguage } from "~/i18n/reader-game-language";
import { ShareMenu } from "~/components/ShareMenu";
import { gameShareText } from "~/utils/share";
import { BoardTable } from "./BoardTable";
import type { BoardGame, BoardRow } from "./page-data";

/**
 * One game's board: its name (and level), a link to all of the game's board, Share, and the rows.
 * With JavaScript Share opens the menu beside the board's name; without, its link reloads the
 * page with that game's menu open below the boards.
 */
export function GameBoard({
  game,
  rows,
  level,
  seeAllHref,
  shareHref,
  sharing,
  onShare,
  origin,
  signedIn,
}: {
  game: BoardGame;
  rows: BoardRow[];
  /** The level the boards show, or null for all levels. */
  level: number | null;
  /** The link to all of this game's board; none on one game's page. */
  seeAllHref: string | null;
  shareHref: string;
  sharing: boolean;
  onShare: () => void;
  origin: string;
  signedIn: boolean;
}) {
  const boardLevel = level === null ? undefined : game.levels?.find((l) => l.id === level);
  const { t } = useTranslation("board");
  const language = useReaderGameLanguage();
  return (
    <section
      // Named by the game and, on a level's board, the level.
      aria-labelledby={boardLevel ? `board-${game.slug} board-${game.slug}-level` : `board-${game.slug}`}
      className="mt-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`board-${game.slug}`} className="text-xl font-bold">
            <Link to={game.path} discover="none" className="hover:underline">
              {game.title}
            </Link>
          </h2>
          {boardLevel ? (
            <p id={`board-${game.slug}-level`} data-testid="board-level" className="text-sm font-semibold text-slate-700">
              {t("board.level", { id: boardLevel.id, name: levelNameIn(boardLevel, language), ages: agesLabel(t, boardLevel.ages) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {seeAllHref === null ? null : (
            <Link to={seeAllHref} className="font-semibold text-indigo-700 underline">
              {t("board.seeAll", { game: game.title })}
            </Link>
          )}
          {sharing ? (
            <ShareMenu url={origin + game.path} text={gameShareText(game.title)} gameId={game.id} canEarn={signedIn} open />
          ) : (
            <a
              href={shareHref}
              onClick={(event) => {
                event.preventDefault();
                onShare();
              }}
              className="btn-secondary text-sm"
            >
              {t("board.share")}
            </a>
          )}
        </div>
      </div>
      <BoardTable
        caption={
          boardLevel ? t("board.captionAtLevel", { game: game.title, level: boardLevel.id }) : t("board.caption", { game: game.title })
        }
        rows={rows}
      />
    </section>
  );
}
