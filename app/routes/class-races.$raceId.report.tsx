/**
 * /class-races/{id}/report: what the host takes away from a class race: every player's score,
 * answers and accuracy, and the questions most of the class got wrong with their right answers.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { languageOf } from "~/models/language.server";
import { fixedT } from "~/i18n/messages.server";
import { hostedRace } from "~/models/class-races/host.server";
import { raceReport } from "~/models/class-races/report.server";
import { ReportEvents } from "~/components/class-race/ReportEvents";
import { classById } from "~/models/classes/classes.server";
import { answerText } from "~/utils/class-race";
import { pageMeta } from "~/utils/meta";

export const handle: I18nHandle = { i18n: "classrace" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const language = await languageOf(request, context);
  const t = fixedT(language, "classrace");
  const report = (await raceReport(context.db, race, t, language))!;
  const klass = race.classId ? await classById(context.db, race.classId) : null;
  return json({
    ...report,
    meta: { title: t("report.title", { code: race.inviteCode }), description: t("report.meta") },
    startedAt: race.startedAt ? formatMoment(race.startedAt, language, context.env.APP_TIME_ZONE) : null,
    // Back where the race came from: its class's page, or My Races.
    back: klass ? { to: `/teach/classes/${klass.id}`, label: klass.name } : { to: "/class-races", label: t("myRaces") },
  });
}

export default function ClassRaceReport() {
  const { room, players, missed, events, startedAt, back } = useLoaderData<typeof loader>();
  const gold = room.mode === "gold";
  const { t } = useTranslation("classrace");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to={back.to} className="text-sm font-semibold text-indigo-700 hover:underline">
        ← {back.label}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">
        {t("report.heading", { game: room.game.title })} <span className="font-mono text-2xl text-slate-600">{room.code}</span>
      </h1>
      <p className="mt-1 text-slate-700">
        {t("report.players", { count: players.length })}
        {" · "}
        {startedAt ? t("report.started", { at: startedAt }) : t("report.neverStarted")}
        {room.status !== "finished" ? ` · ${t("report.running")}` : ""}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`/class-races/${room.id}/report.csv`} className="btn-primary" download>
          {t("report.csv")}
        </a>
        {room.status !== "finished" ? (
          <Link to={`/class-races/${room.id}`} className="btn-secondary">
            {t("report.backToProjector")}
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="players-heading" className="card mt-6 p-4 sm:p-6">
        <h2 id="players-heading" className="text-xl font-bold">
          {t("report.playersTitle")}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left" data-testid="report-players">
            <thead className="text-sm text-slate-600">
              <tr>
                <th className="py-2 pr-3">{t("csv.place")}</th>
                <th className="py-2 pr-3">{t("csv.player")}</th>
                <th className="py-2 pr-3 text-right">{t("csv.score")}</th>
                {gold ? <th className="py-2 pr-3 text-right">{t("csv.gold")}</th> : null}
                <th className="hidden py-2 pr-3 text-right sm:table-cell">{t("csv.answered")}</th>
                <th className="hidden py-2 pr-3 text-right sm:table-cell">{t("csv.correct")}</th>
                <th className="py-2 text-right">{t("report.accuracy")}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.place} className="border-t border-slate-100">
                  <td className="py-2 pr-3 font-bold">{p.place}</td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                    {p.name}
                    {p.visitor ? <span className="pill ml-2 bg-slate-100 text-slate-700">{t("report.visitor")}</span> : null}
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
          {t("report.missedTitle")}
        </h2>
        {missed.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("report.noneMissed")}</p>
        ) : (
          <ul className="mt-3 space-y-2" data-testid="report-missed">
            {missed.map((q) => (
              <li key={`${q.question}-${q.correctAnswer}`} className="rounded-lg bg-amber-50 px-3 py-2">
                <span className="font-semibold">{q.question}</span> — {t("report.rightAnswerLabel")} <strong>{q.correctAnswer}</strong>{" "}
                <span className="text-slate-700">{t("report.gotWrong", { wrong: q.wrong, count: q.answered })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ReportEvents events={events} />

      <section aria-labelledby="answers-heading" className="mt-6">
        <h2 id="answers-heading" className="text-xl font-bold">
          {t("report.answersTitle")}
        </h2>
        <div className="mt-3 space-y-2">
          {players.map((p) => (
            <details key={p.place} className="card p-4">
              <summary className="cursor-pointer font-semibold">
                {t("report.playerRight", { name: p.name, correct: p.correct, count: p.answered })}
              </summary>
              {p.answers.length === 0 ? (
                <p className="mt-2 text-slate-700">{t("report.noAnswers")}</p>
              ) : (
                <ol className="mt-2 space-y-1">
                  {p.answers.map((a) => (
                    <li key={a.index} className={a.correct ? "text-green-800" : "text-red-800"}>
                      {a.index + 1}. {answerText(a, t)}
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
