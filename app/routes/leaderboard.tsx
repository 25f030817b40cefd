import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BoardFilters } from "~/components/leaderboard/BoardFilters";
import { BoardTable } from "~/components/leaderboard/BoardTable";
import { BoardViews } from "~/components/leaderboard/BoardViews";
import { GameBoard } from "~/components/leaderboard/GameBoard";
import { ShareFromBoard } from "~/components/leaderboard/ShareFromBoard";
import { getSignedInUser } from "~/models/auth.server";
import { listGames } from "~/models/games.server";
import { leaderboardPage } from "~/models/leaderboard-page.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";
import { RouteError, useRouteErrorInfo } from "~/components/RouteError";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";

export const handle: I18nHandle = { i18n: ["board", "kit"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, games, t, language] = await Promise.all([
    getSignedInUser(request, context),
    listGames(context.db),
    serverT(request, context, "board"),
    languageOf(request, context),
  ]);
  const page = await leaderboardPage(context.db, games, new URL(request.url).searchParams, user?.id ?? null, language);
  // Returned as it is (single fetch): its rows keep their exact types, which BoardTable reads.
  return {
    ...page,
    meta: { title: t("meta.title"), description: t("meta.description") },
    origin: siteOrigin(request, context),
    signedIn: user !== null,
  };
}

export default function Leaderboard() {
  const { games, levelCount, origin, filter, share, boards, list, signedIn } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation("board");
  const loading = navigation.state === "loading" && navigation.location.pathname === "/leaderboard";
  // One share menu on the page. With JavaScript a board's Share opens it beside the board's name;
  // without, the link reloads the page with that game's menu open below the boards.
  const [sharing, setSharing] = useState<number | null>(null);
  const shown = list ? [...new Set(list.map((row) => row.game))] : boards.map((board) => board.game);
  const shared = shown.find((index) => games[index].slug === share) ?? shown[0];
  // The page's address for the filters with `changes` (null: left out). "all" and the one list
  // are the defaults, never written.
  const query = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...filter, ...changes }))
      if (value !== null && value !== "all" && !(name === "view" && value === "list")) params.set(name, value);
    return `?${params}`;
  };
  const shareHref = (index: number) => `${query({ share: games[index].slug })}#share`;
  const oneGame = filter.game !== "all";
  const level = filter.level === "all" ? null : Number(filter.level);
  const empty = list ? list.length === 0 : boards.length === 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{introduction(oneGame ? "game" : filter.view, level, t)}</p>
      <p data-testid="level-note" className="mt-1 text-sm text-slate-700">
        {level === null ? t("levelNote.all") : t("levelNote.one", { level })}
      </p>
      <BoardFilters games={games} filter={filter} levelCount={levelCount} />
      {oneGame ? null : <BoardViews view={filter.view} hrefOf={(view) => query({ view })} />}
      {loading ? (
        <p role="status" className="mt-6 text-slate-700">
          {t("loading")}
        </p>
      ) : empty ? (
        <div className="card mt-8 p-8 text-center">
          <p className="text-slate-700">{t("empty")}</p>
          <Link to="/games" className="btn-primary mt-4">
            {t("browse")}
          </Link>
        </div>
      ) : (
        <>
          {list ? (
            <section aria-labelledby="all-games" className="mt-8">
              <h2 id="all-games" className="text-xl font-bold">
                {level === null ? t("allGames") : t("allGamesAtLevel", { level })}
              </h2>
              <BoardTable caption={t("listCaption")} rows={list} games={games} level={level} />
            </section>
          ) : (
            boards.map((board) => (
              <GameBoard
                key={games[board.game].slug}
                game={games[board.game]}
                rows={board.rows}
                level={level}
                seeAllHref={oneGame ? null : query({ game: games[board.game].slug, view: null })}
                shareHref={shareHref(board.game)}
                sharing={sharing === board.game}
                onShare={() => setSharing(board.game)}
                origin={origin}
                signedIn={signedIn}
              />
            ))
          )}
          <ShareFromBoard
            games={games}
            shown={shown}
            shared={shared}
            open={share !== null}
            shareHref={shareHref}
            origin={origin}
            signedIn={signedIn}
          />
        </>
      )}
    </div>
  );
}

/** The line under the title: what the boards rank. */
function introduction(view: "game" | "list" | "boards", level: number | null, t: TFunction) {
  if (view === "game") return level === null ? t("intro.game") : t("intro.gameAtLevel", { level });
  if (view === "list") return level === null ? t("intro.list") : t("intro.listAtLevel", { level });
  return level === null ? t("intro.boards") : t("intro.boardsAtLevel", { level });
}

export function ErrorBoundary() {
  // The spec's words with the error's message, then ours for a child; Try Again reloads this board.
  const { message } = useRouteErrorInfo();
  const { t } = useTranslation("board");
  return <RouteError title={t("title")} loadingError={t("loadingError", { message: message || t("unknownError") })} />;
}
