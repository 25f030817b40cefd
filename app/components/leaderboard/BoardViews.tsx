import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BoardView } from "~/models/leaderboard-page.server";

/** Keys of the board's messages (app/locales/<language>/board.json). */
const labels: Record<BoardView, string> = { list: "views.list", boards: "views.boards" };

/** All Games two ways: the spec's one list by rank, or every game's own board (links, so they work without JavaScript). */
export function BoardViews({ view, hrefOf }: { view: BoardView; hrefOf: (view: BoardView) => string }) {
  const { t } = useTranslation("board");
  return (
    <nav aria-label={t("views.label")} className="mt-6 flex flex-wrap gap-2">
      {(Object.keys(labels) as BoardView[]).map((each) => (
        <Link
          key={each}
          to={hrefOf(each)}
          aria-current={each === view ? "page" : undefined}
          className={`rounded-full border px-4 py-2 text-sm font-semibold ${
            each === view ? "border-indigo-700 bg-indigo-700 text-white" : "border-slate-300 text-indigo-800 hover:border-indigo-700"
          }`}
        >
          {t(labels[each])}
        </Link>
      ))}
    </nav>
  );
}
