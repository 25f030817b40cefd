import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CategoryBadge } from "~/components/GameCard";
import { SignInPrompt } from "~/components/SignInPrompt";
import { levelsOfGame } from "~/models/leaderboard.server";
import { levelBests, ownedGamesWithProgress, recentlyPlayed } from "~/models/game-progress.server";
import { getSignedInUser } from "~/models/auth.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { playPath } from "~/utils/slug";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "My Games",
    description: "Games you played recently and games you own.",
  });

const tabs = [
  { key: "recent", label: "Recently Played" },
  { key: "owned", label: "Owned Games" },
] as const;
type TabKey = (typeof tabs)[number]["key"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSignedInUser(request, context);
  // Signed out: a page that says why to sign in, like the profile and the badges.
  if (!user) return json({ signedIn: false as const });
  const tab: TabKey = new URL(request.url).searchParams.get("tab") === "owned" ? "owned" : "recent";
  const [played, owned, bests] = await Promise.all([
    recentlyPlayed(context.db, user.id),
    ownedGamesWithProgress(context.db, user.id),
    levelBests(context.db, user.id),
  ]);
  // Each game's bests per level, easiest first, named as its start screen names them.
  const recent = played.map((row) => {
    const named = levelsOfGame(row.game.title);
    return {
      ...row,
      levels: bests
        .filter((best) => best.gameId === row.game.id)
        .map((best) => ({
          level: best.level,
          name: named.find((level) => level.id === best.level)?.name ?? null,
          highestScore: best.highestScore,
          timesPlayed: best.timesPlayed,
        })),
    };
  });
  return json({ signedIn: true as const, tab, recent, owned });
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="card mt-6 p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to="/games" className="btn-primary mt-4">
        Browse Games
      </Link>
    </div>
  );
}

export default function MyGames() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn)
    return <SignInPrompt title="My Games" text="Please sign in to see the games you played and own." returnTo="/my-games" />;
  const { tab, recent, owned } = data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">My Games</h1>
      {tab === "recent" && recent.length > 0 ? (
        <p data-testid="levels-note" className="mt-2 text-slate-700">
          Highest score is your best at any level. A level 1 score and a level 5 score are not the same, so each game also shows your best
          at each of its levels you played. Times played counts every game you finished.
        </p>
      ) : null}
      <nav aria-label="My Games" className="mt-6 flex gap-2 border-b border-slate-200">
        {tabs.map((t) => (
          <Link
            key={t.key}
            to={t.key === "recent" ? "/my-games" : "/my-games?tab=owned"}
            aria-current={tab === t.key ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${
              tab === t.key ? "border-indigo-700 text-indigo-800" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {t.label} ({t.key === "recent" ? recent.length : owned.length})
          </Link>
        ))}
      </nav>

      {tab === "recent" ? (
        recent.length === 0 ? (
          <EmptyState text="You haven't played any games yet." />
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {recent.map((row) => (
              <li key={row.game.id} className="card flex flex-col gap-2 p-5">
                <CategoryBadge category={row.game.category} />
                <h2 className="text-lg font-bold">{row.game.title}</h2>
                <dl className="grid grid-cols-2 gap-1 text-sm text-slate-700">
                  <dt>Highest score</dt>
                  <dd className="font-semibold text-slate-900">{row.highestScore}</dd>
                  <dt>Last played</dt>
                  <dd>{row.lastPlayedAt ? formatDate(row.lastPlayedAt) : "Never played"}</dd>
                  <dt>Times played</dt>
                  <dd>{row.timesPlayed}</dd>
                </dl>
                {row.levels.length > 0 ? (
                  <table className="mt-1 w-full text-left text-sm" data-testid="level-bests">
                    <caption className="pb-1 text-left font-bold text-slate-900">Best at each level</caption>
                    <thead className="text-xs uppercase tracking-wide text-slate-600">
                      <tr>
                        <th scope="col" className="py-1 font-semibold">
                          Level
                        </th>
                        <th scope="col" className="py-1 text-right font-semibold">
                          Best
                        </th>
                        <th scope="col" className="py-1 pl-3 text-right font-semibold">
                          Times played
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {row.levels.map((level) => (
                        <tr key={level.level} className="border-t border-slate-100">
                          <th scope="row" className="py-1 pr-2 font-normal text-slate-700">
                            <span className="font-semibold text-slate-900">{`Level ${level.level}`}</span>
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
                  Play Again<span className="sr-only">: {row.game.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : owned.length === 0 ? (
        <EmptyState text="You don't own any premium games yet." />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {owned.map((row) => (
            <li key={row.game.id} className="card flex flex-col gap-2 p-5">
              <CategoryBadge category={row.game.category} />
              <h2 className="text-lg font-bold">{row.game.title}</h2>
              <p className="text-sm text-slate-700">
                {row.lastPlayedAt ? `Highest score ${row.highestScore} · last played ${formatDate(row.lastPlayedAt)}` : "Never played"}
              </p>
              <Link to={playPath(row.game)} className="btn-primary mt-2">
                Play Now<span className="sr-only">: {row.game.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
