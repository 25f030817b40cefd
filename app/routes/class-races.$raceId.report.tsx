/**
 * /class-races/{id}/report: what the host takes away from a class race: every player's score,
 * answers and accuracy, and the questions most of the class got wrong with their right answers.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { hostedRace } from "~/models/class-races/host.server";
import { raceReport } from "~/models/class-races/report.server";
import { ReportEvents } from "~/components/class-race/ReportEvents";
import { classById } from "~/models/classes/classes.server";
import { answerText } from "~/utils/class-race";
import { formatDateTime } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data ? `Report: class race ${data.room.code}` : "Class race report", description: "A class race's report." });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const report = (await raceReport(context.db, race))!;
  const klass = race.classId ? await classById(context.db, race.classId) : null;
  return json({
    ...report,
    startedAt: race.startedAt ? formatDateTime(race.startedAt, context.env.APP_TIME_ZONE) : null,
    // Back where the race came from: its class's page, or My Races.
    back: klass ? { to: `/teach/classes/${klass.id}`, label: klass.name } : { to: "/class-races", label: "My Races" },
  });
}

export default function ClassRaceReport() {
  const { room, players, missed, events, startedAt, back } = useLoaderData<typeof loader>();
  const gold = room.mode === "gold";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to={back.to} className="text-sm font-semibold text-indigo-700 hover:underline">
        ← {back.label}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">
        Report: {room.game.title} <span className="font-mono text-2xl text-slate-600">{room.code}</span>
      </h1>
      <p className="mt-1 text-slate-700">
        {players.length} {players.length === 1 ? "player" : "players"}
        {startedAt ? ` · started ${startedAt}` : " · never started"}
        {room.status !== "finished" ? " · still running" : ""}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`/class-races/${room.id}/report.csv`} className="btn-primary" download>
          Download CSV
        </a>
        {room.status !== "finished" ? (
          <Link to={`/class-races/${room.id}`} className="btn-secondary">
            Back to the projector view
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="players-heading" className="card mt-6 p-4 sm:p-6">
        <h2 id="players-heading" className="text-xl font-bold">
          Players
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left" data-testid="report-players">
            <thead className="text-sm text-slate-600">
              <tr>
                <th className="py-2 pr-3">Place</th>
                <th className="py-2 pr-3">Player</th>
                <th className="py-2 pr-3 text-right">Score</th>
                {gold ? <th className="py-2 pr-3 text-right">Gold</th> : null}
                <th className="hidden py-2 pr-3 text-right sm:table-cell">Answered</th>
                <th className="hidden py-2 pr-3 text-right sm:table-cell">Correct</th>
                <th className="py-2 text-right">Accuracy</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.place} className="border-t border-slate-100">
                  <td className="py-2 pr-3 font-bold">{p.place}</td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                    {p.name}
                    {p.visitor ? <span className="pill ml-2 bg-slate-100 text-slate-700">visitor</span> : null}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{p.score}</td>
                  {gold ? <td className="py-2 pr-3 text-right tabular-nums">{p.gold}</td> : null}
                  <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{p.answered}</td>
                  <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{p.correct}</td>
                  <td className="py-2 text-right tabular-nums">{p.accuracy}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="missed-heading" className="card mt-6 p-4 sm:p-6">
        <h2 id="missed-heading" className="text-xl font-bold">
          Questions most players got wrong
        </h2>
        {missed.length === 0 ? (
          <p className="mt-2 text-slate-700">No question was missed by most of the players who answered it.</p>
        ) : (
          <ul className="mt-3 space-y-2" data-testid="report-missed">
            {missed.map((q) => (
              <li key={`${q.question}-${q.correctAnswer}`} className="rounded-lg bg-amber-50 px-3 py-2">
                <span className="font-semibold">{q.question}</span> — right answer: <strong>{q.correctAnswer}</strong>{" "}
                <span className="text-slate-700">
                  ({q.wrong} of {q.answered} got it wrong)
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ReportEvents events={events} />

      <section aria-labelledby="answers-heading" className="mt-6">
        <h2 id="answers-heading" className="text-xl font-bold">
          Every answer
        </h2>
        <div className="mt-3 space-y-2">
          {players.map((p) => (
            <details key={p.place} className="card p-4">
              <summary className="cursor-pointer font-semibold">
                {p.name}: {p.correct} of {p.answered} right
              </summary>
              {p.answers.length === 0 ? (
                <p className="mt-2 text-slate-700">No answers.</p>
              ) : (
                <ol className="mt-2 space-y-1">
                  {p.answers.map((a) => (
                    <li key={a.index} className={a.correct ? "text-green-800" : "text-red-800"}>
                      {a.index + 1}. {answerText(a)}
                    </li>
                  ))}
                </ol>
              )}
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
