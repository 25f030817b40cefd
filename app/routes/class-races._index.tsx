/** /class-races: My Races, the class races this user hosted in the last 30 days, with their reports. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/models/auth.server";
import { racesOfHost, REPORT_DAYS } from "~/models/class-races/races.server";
import { formatDateTime } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "My Races", description: "The class races you hosted, with their reports." });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, {
    toast: { title: "Sign In Required", description: "Please sign in to see the class races you hosted." },
  });
  const races = await racesOfHost(context.db, user.id);
  return json({
    races: races.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt, context.env.APP_TIME_ZONE) })),
    days: REPORT_DAYS,
  });
}

const STATUS = { lobby: "Waiting to start", playing: "Racing now", finished: "Finished" } as const;

export default function MyRaces() {
  const { races, days } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">My Races</h1>
      <p className="mt-2 text-slate-700">
        The class races you hosted in the last {days} days. To host one, open a multiplayer game and choose &ldquo;Host a class race&rdquo;.
      </p>
      {races.length === 0 ? (
        <div className="card mt-6 p-6 text-center">
          <p className="text-lg font-semibold">You have not hosted a class race yet.</p>
          <Link to="/games" className="btn-primary mt-4">
            Browse Games
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="my-races">
          {races.map((race) => (
            <li key={race.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-bold text-slate-900">
                  {race.gameTitle} <span className="font-mono text-slate-600">{race.inviteCode}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {race.createdAt} · {race.players} {race.players === 1 ? "player" : "players"} · {STATUS[race.status]}
                </p>
              </div>
              <Link
                to={race.status === "finished" ? `/class-races/${race.id}/report` : `/class-races/${race.id}`}
                className="btn-secondary"
              >
                {race.status === "finished" ? "Report" : "Projector view"}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
