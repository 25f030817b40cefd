/**
 * One homework, for the class's teacher: each student's progress, and the questions the class
 * missed most with their right answers (what to go over in the next lesson), also as CSV; and
 * Remove, which the class page's action takes.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { formatWeekday } from "~/i18n/format";
import { serverT } from "~/models/language.server";
import { ProgressPill, StudentName } from "~/components/teach/ProgressTable";
import { taughtClass } from "~/models/classes/classes.server";
import { homeworkReport } from "~/models/classes/homework-report.server";
import { progressTable } from "~/models/classes/class-progress.server";
import { pageMeta } from "~/utils/meta";
import { SubmitButton } from "~/components/forms";

export const handle: I18nHandle = { i18n: "teach" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const [report, t] = await Promise.all([homeworkReport(context.db, klass, params.homeworkId ?? ""), serverT(request, context, "teach")]);
  if (!report) throw new Response(t("homework.notFound"), { status: 404 });
  const table = progressTable({ homework: [report.homework], rows: report.rows }, context.env.APP_TIME_ZONE);
  return json(
    {
      meta: { title: t("homework.title", { title: report.homework.title }), description: t("homework.meta") },
      klass: { id: klass.id, name: klass.name },
      id: report.homework.id,
      title: report.homework.title,
      due: table.homework[0].due,
      target: report.homework.target,
      rows: table.rows.map((row, i) => ({ ...row, cell: row.cells[0], runs: report.rows[i].cells[0].runs })),
      missed: report.missed,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function HomeworkPage() {
  const { klass, id, title, due, target, rows, missed } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("teach");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={`/teach/classes/${klass.id}`} className="text-sm font-semibold text-indigo-700 hover:underline">
        ← {klass.name}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{title}</h1>
      <p className="mt-1 text-lg text-slate-700">{t("progress.due", { day: formatWeekday(due, i18n.language) })}</p>

      <section className="card mt-6 p-5" aria-labelledby="missed-title">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="missed-title" className="text-2xl font-bold">
            {t("homework.missed")}
          </h2>
          {missed.length > 0 ? (
            <a href={`/teach/classes/${klass.id}/homework/${id}/missed.csv`} className="btn-secondary" download>
              {t("downloadCsv")}
            </a>
          ) : null}
        </div>
        {missed.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("homework.noneMissed")}</p>
        ) : (
          <ol className="mt-3 space-y-2" data-testid="homework-missed">
            {missed.map((q) => (
              <li key={`${q.question}-${q.correctAnswer}`} className="rounded-lg bg-amber-50 px-3 py-2 text-lg">
                <span className="font-semibold [overflow-wrap:anywhere]">{q.question}</span> — {t("homework.rightAnswer")}{" "}
                <strong>{q.correctAnswer}</strong>{" "}
                <span className="text-base text-slate-700">
                  {q.misses > q.students
                    ? t("homework.missedByTimes", { count: q.students, times: q.misses })
                    : t("homework.missedBy", { count: q.students })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="card mt-6 p-5" aria-labelledby="students-title">
        <h2 id="students-title" className="text-2xl font-bold">
          {t("roster.title")}
        </h2>
        {rows.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("homework.noStudents")}</p>
        ) : (
          <table className="mt-3 w-full text-left" data-testid="homework-students">
            <thead>
              <tr className="text-sm text-slate-600">
                <th scope="col" className="py-2 pr-3">
                  {t("progress.student")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("homework.progress")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("homework.runs")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.userId} className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    <StudentName classId={klass.id} row={row} />
                  </th>
                  <td className="py-2 pr-3">
                    <ProgressPill cell={row.cell} target={target} />
                  </td>
                  <td className="py-2 text-right tabular-nums">{row.runs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <Form method="post" action={`/teach/classes/${klass.id}`} className="mt-6">
        <input type="hidden" name="homeworkId" value={id} />
        <SubmitButton name="intent" value="remove-homework" className="btn-secondary text-red-800">
          {t("homework.remove")}
        </SubmitButton>
      </Form>
    </div>
  );
}
