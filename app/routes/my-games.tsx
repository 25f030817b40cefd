import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CategoryBadge } from "~/components/GameCard";
import { SignInPrompt } from "~/components/SignInPrompt";
import { levelsOfGame } from "~/models/leaderboard.server";
import { levelBests, ownedGamesWithProgress, recentlyPlayed } from "~/models/game-progress.server";
import { getSignedInUser } from "~/models/auth.server";
import { formatDay } from "~/i18n/format";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";
import { gameLanguageOf } from "~/games/language";
import { levelNameIn } from "~/games/levels";
import { pageMeta } from "~/utils/meta";
import { playPath } from "~/utils/slug";

export const handle: I18nHandle = { i18n: "rewards-pages" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** The two tabs, each label a key of these pages' messages. */
const tabs = [
  { key: "recent", label: "myGames.recent" },
  { key: "owned", label: "myGames.owned" },
] as const;
type TabKey = (typeof tabs)[number]["key"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, t, language] = await Promise.all([
    getSignedInUser(request, context),
    serverT(request, context, "rewards-pages"),
    languageOf(request, context),
  ]);
  const meta = { title: t("myGames.metaTitle"), description: t("myGames.metaDescription") };
  // Signed out: a page that says why to sign in, like the profile and the badges.
  if (!user) return json({ meta, signedIn: false as const });
  const tab: TabKey = new URL(request.url).searchParams.get("tab") === "owned" ? "owned" : "recent";
  const [played, owned, bests] = await Promise.all([
    recentlyPlayed(context.db, user.id),
    ownedGamesWithProgress(context.db, user.id),
    levelBests(context.db, user.id),
  ]);
  // Each game's bests per level, easiest first, named as its start screen names them (in the reader's language).
  const recent = played.map((row) => {
    const named = levelsOfGame(row.game.title);
    return {
      ...row,
      levels: bests
        .filter((best) => best.gameId === row.game.id)
        .map((best) => {
          const level = named.find((one) => one.id === best.level);
          return {
            level: best.level,
            name: level ? levelNameIn(level, gameLanguageOf(language)) : null,
            highestScore: best.highestScore,
            timesPlayed: best.timesPlayed,
          };
        }),
    };
  });
  return json({ meta, signedIn: true as const, tab, recent, owned });
}

function EmptyState({ text }: { text: string }) {
  const { t } = useTranslation("rewards-pages");
  return (
    <div className="card mt-6 p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to="/games" className="btn-primary mt-4">
        {t("myGames.browse")}
      </Link>
    </div>
  );
}

export default function MyGames() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("rewards-pages");
  if (!data.signedIn) return <SignInPrompt title={t("myGames.title")} text={t("myGames.signIn")} returnTo="/my-games" />;
  const { tab, recent, owned } = data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("myGames.title")}</h1>
      {tab === "recent" && recent.length > 0 ? (
        <p data-testid="levels-note" className="mt-2 text-slate-700">
          {t("myGames.levelsNote")}
        </p>
      ) : null}
      <nav aria-label={t("myGames.title")} className="mt-6 flex gap-2 border-b border-slate-200">
        {tabs.map((each) => (
          <Link
            key={each.key}
            to={each.key === "recent" ? "/my-games" : "/my-games?tab=owned"}
            aria-current={tab === each.key ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${
              tab === each.key ? "border-indigo-700 text-indigo-800" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {t(each.label, { count: each.key === "recent" ? recent.length : owned.length })}
          </Link>
        ))}
      </nav>

      {tab === "recent" ? (
        recent.length === 0 ? (
          <EmptyState text={t("myGames.noneRecent")} />
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {recent.map((row) => (
              <li key={row.game.id} className="card flex flex-col gap-2 p-5">
                <CategoryBadge category={row.game.category} />
                <h2 className="text-lg font-bold">{row.game.title}</h2>
                <dl className="grid grid-cols-2 gap-1 text-sm text-slate-700">
                  <dt>{t("myGames.highest")}</dt>
                  <dd className="font-semibold text-slate-900">{row.highestScore}</dd>
                  <dt>{t("myGames.lastPlayed")}</dt>
                  <dd>{row.lastPlayedAt ? formatDay(row.lastPlayedAt, i18n.language) : t("myGames.never")}</dd>
                  <dt>{t("myGames.timesPlayed")}</dt>
                  <dd>{row.timesPlayed}</dd>
                </dl>
                {row.levels.length > 0 ? (
                  <table className="mt-1 w-full text-left text-sm" data-testid="level-bests">
                    <caption className="pb-1 text-left font-bold text-slate-900">{t("myGames.bestAtEach")}</caption>
                    <thead className="text-xs uppercase tracking-wide text-slate-600">
                      <tr>
                        <th scope="col" className="py-1 font-semibold">
                          {t("myGames.level")}
                        </th>
                        <th scope="col" className="py-1 text-right font-semibold">
                          {t("myGames.best")}
                        </th>
                        <th scope="col" className="py-1 pl-3 text-right font-semibold">
                          {t("myGames.timesPlayed")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {row.levels.map((level) => (
                        <tr key={level.level} className="border-t border-slate-100">
                          <th scope="row" className="py-1 pr-2 font-normal text-slate-700">
                            <span className="font-semibold text-slate-900">{t("myGames.levelNumber", { level: level.level })}</span>
                            {level.name ? <span className="block text-xs">{level.name}</span> : null}
                          </th>
                          <td className="py-1 text-right font-semibold text-slate-900">{level.highestScore}</td>
                          <td className="py-1 pl-3 text-right">{level.timesPlayed}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
                <Link to={playPath(row.game)} className="btn-primary mt-2">
                  {t("myGames.playAgain")}
                  <span className="sr-only">: {row.game.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : owned.length === 0 ? (
        <EmptyState text={t("myGames.noneOwned")} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {owned.map((row) => (
            <li key={row.game.id} className="card flex flex-col gap-2 p-5">
              <CategoryBadge category={row.game.category} />
              <h2 className="text-lg font-bold">{row.game.title}</h2>
              <p className="text-sm text-slate-700">
                {row.lastPlayedAt
                  ? t("myGames.ownedLine", { score: row.highestScore, date: formatDay(row.lastPlayedAt, i18n.language) })
                  : t("myGames.never")}
              </p>
              <Link to={playPath(row.game)} className="btn-primary mt-2">
                {t("myGames.playNow")}
                <span className="sr-only">: {row.game.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
