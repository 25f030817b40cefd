import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CategoryBadge } from "~/components/GameCard";
import { ShareMenu } from "~/components/ShareMenu";
import { gameShareText } from "~/utils/share";
import type { BoardGame } from "./page-data";

/** Below the boards: one game's share menu (open when a Share link asked for it), links to share the others. */
export function ShareFromBoard({
  games,
  shown,
  shared,
  open,
  shareHref,
  origin,
  signedIn,
}: {
  games: BoardGame[];
  /** The games with a board on the page, by position in `games`. */
  shown: number[];
  shared: number;
  open: boolean;
  shareHref: (index: number) => string;
  origin: string;
  signedIn: boolean;
}) {
  const game = games[shared];
  const { t } = useTranslation("board");
  return (
    <section id="share" aria-labelledby="share-games" className="mt-8 scroll-mt-24">
      <h2 id="share-games" className="text-lg font-bold">
        {t("shareFrom.title")}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
          <CategoryBadge category={game.category} />
          <span className="font-semibold">{game.title}</span>
          <ShareMenu
            url={origin + game.path}
            text={gameShareText(game.title)}
            gameId={game.id}
            canEarn={signedIn}
            label={t("shareFrom.game", { game: game.title })}
            open={open}
          />
        </div>
        {shown
          .filter((index) => index !== shared)
          .map((index) => (
            <Link key={index} to={shareHref(index)} className="font-semibold text-indigo-700 underline">
              {t("shareFrom.game", { game: games[index].title })}
            </Link>
          ))}
      </div>
    </section>
  );
}
