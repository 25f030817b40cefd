import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { GameCategory } from "../../drizzle/schema";
import { categoryBadgeClasses } from "~/utils/categories";
import { pictureLoading } from "~/utils/picture-loading";
import { gamePath, playPath } from "~/utils/slug";

export interface GameCardGame {
  id: string;
  title: string;
  description: string;
  category: GameCategory;
  imageUrl: string | null;
  isPremium: boolean;
  isMultiplayer: boolean;
  minAge: number;
  maxAge: number;
}

/** Keys of the shell's messages (app/locales/<language>/common.json). */
const categoryKeys: Record<GameCategory, string> = {
  math: "categories.math",
  reading: "categories.reading",
  logic: "categories.logic",
  premium: "categories.premium",
  special: "categories.special",
};

export function CategoryBadge({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  return <span className={`pill ${categoryBadgeClasses[category]}`}>{t(categoryKeys[category])}</span>;
}

/** A game in a grid. Free (or owned) games open their play page; others their view page. */
export function GameCard({ game, owned = false, first = false }: { game: GameCardGame; owned?: boolean; first?: boolean }) {
  const { t } = useTranslation();
  const href = game.isPremium && !owned ? gamePath(game) : playPath(game);
  return (
    <article className="card flex flex-col overflow-hidden">
      {game.imageUrl ? (
        <img src={game.imageUrl} alt="" width={640} height={360} {...pictureLoading(first)} className="aspect-video w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <CategoryBadge category={game.category} />
          {game.isPremium && game.category !== "premium" ? (
            <span className={`pill ${categoryBadgeClasses.premium}`}>{t("categories.premium")}</span>
          ) : null}
          {game.isMultiplayer ? <span className="pill bg-sky-100 text-sky-900">{t("gameCard.multiplayer")}</span> : null}
        </div>
        <h3 className="text-lg font-bold text-slate-900">{game.title}</h3>
        <p className="flex-1 text-sm text-slate-700">{game.description}</p>
        <p className="text-xs font-medium text-slate-600">{t("gameCard.ages", { min: game.minAge, max: game.maxAge })}</p>
        <Link to={href} className={game.isPremium && !owned ? "btn-secondary" : "btn-primary"}>
          {game.isPremium && !owned ? t("gameCard.view") : t("gameCard.play")}
          <span className="sr-only">: {game.title}</span>
        </Link>
      </div>
    </article>
  );
}
