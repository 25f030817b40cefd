/**
 * One student, for the class's teacher: their homework and their last 8 weeks of the class's own
 * work (runs and share of right answers) as a chart drawn on the server, with its numbers; and
 * Remove, which the class page's action takes. A student the teacher made has their login
 * instead: this page's action resets it, moves them, or deletes the account.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { SchoolStudentPanel } from "~/components/teach/SchoolStudentPanel";
import { ProgressPill } from "~/components/teach/ProgressTable";
import { WeeklyChart } from "~/components/teach/WeeklyChart";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { formatShortDay, formatWeekday } from "~/i18n/format";
import { fixedT } from "~/i18n/messages.server";
import { languageOf, serverT } from "~/models/language.server";
import { taughtClass } from "~/models/classes/classes.server";
import { progressTable } from "~/models/classes/class-progress.server";
import { studentReport } from "~/models/classes/student-weeks.server";
import { loginState } from "~/models/school-students/login-state.server";
import { classesToMoveTo, taughtSchoolStudent, manageStudent, manageStudentForm } from "~/models/school-students/manage.server";
import { loginPictureWord } from "~/utils/login-pictures";
import { parseForm } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta } from "~/utils/meta";
import { SubmitButton } from "~/components/forms";

// class-login: the login pictures' words, as the sign-in page says them.
export const handle: I18nHandle = { i18n: ["teach", "class-login"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const timeZone = context.env.APP_TIME_ZONE;
  const [report, language] = await Promise.all([
    studentReport(context.db, klass, params.userId ?? "", timeZone),
    languageOf(request, context),
  ]);
  const t = fixedT(language, "teach");
  if (!report) throw new Response(t("student.notInClass"), { status: 404 });
  const table = progressTable({ homework: report.homework, rows: [report.row] }, timeZone);
  const schoolStudent = await taughtSchoolStudent(context.db, { teacherId: klass.teacherId, classId: klass.id, userId: report.row.userId });
  return json(
    {
      meta: { title: `${report.row.name}: ${klass.name}`, description: t("student.meta") },
      klass: { id: klass.id, name: klass.name },
      userId: report.row.userId,
      name: report.row.name,
      username: report.row.username,
      homework: table.homework.map((w, i) => ({ ...w, cell: table.rows[0].cells[i] })),
      weeks: report.weeks,
      schoolStudent: schoolStudent && {
        pictures: [schoolStudent.picture1, schoolStudent.picture2],
        login: loginState(schoolStudent, { timeZone, reader: { language, t } }),
        nickname: report.row.username,
        moveTo: await classesToMoveTo(context.db, schoolStudent),
        confirmDelete: new URL(request.url).searchParams.has("delete"),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const t = await serverT(request, context, "teach");
  const student = await taughtSchoolStudent(context.db, { teacherId: klass.teacherId, classId: klass.id, userId: params.userId ?? "" });
  if (!student) throw new Response(t("student.notMade"), { status: 404 });
  const parsed = await parseForm(request, manageStudentForm(t));
  if (!parsed.success) return json({ error: parsed.error.issues[0].message, done: null }, { status: 400 });
  const outcome = await manageStudent(context.db, student, parsed.data, t);
  if ("refused" in outcome) return json({ error: outcome.refused, done: null }, { status: 409 });
  if (outcome.done === "reset") {
    const pictures = { first: loginPictureWord(outcome.pictures.picture1, t), second: loginPictureWord(outcome.pictures.picture2, t) };
    return json({ error: null, done: t("student.reset", pictures) });
  }
  const [url, toast] =
    outcome.done === "moved"
      ? [
          `/teach/classes/${outcome.classId}/students/${student.userId}`,
          { title: t("student.moved.title"), description: t("student.moved.description", { name: outcome.className }) },
        ]
      : [
          `/teach/classes/${klass.id}`,
          { title: t("student.deleted.title"), description: t("student.deleted.description", { name: outcome.name }) },
        ];
  return redirectWithToast(request, context, url, { ...toast, variant: "success" }, { status: 303 });
}

export default function StudentPage() {
  const { klass, userId, name, username, homework, weeks, schoolStudent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, i18n } = useTranslation("teach");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={`/teach/classes/${klass.id}`} className="text-sm font-semibold text-indigo-700 hover:underline">
        ← {klass.name}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900 [overflow-wrap:anywhere]">{name}</h1>
      {name !== username && !schoolStudent ? <p className="text-slate-700">@{username}</p> : null}
      {result?.done ? <FormAlert tone="success" title={t("student.done")} message={result.done} /> : null}
      {result?.error ? <FormAlert title={t("student.notDone")} message={result.error} /> : null}
      {schoolStudent ? <SchoolStudentPanel classId={klass.id} userId={userId} name={name} schoolStudent={schoolStudent} /> : null}

      <section className="mt-6" aria-labelledby="weeks-title">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="weeks-title" className="text-2xl font-bold">
            {t("student.lastWeeks", { count: weeks.length })}
          </h2>
          <a href={`/teach/classes/${klass.id}/students/${userId}/weeks.csv`} className="btn-secondary" download>
            {t("downloadCsv")}
          </a>
        </div>
        <p className="mt-1 text-slate-700">{t("student.weeksHelp")}</p>
        <div className="mt-3">
          <WeeklyChart weeks={weeks} name={name} />
        </div>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-max text-left" data-testid="weeks-table">
            <thead>
              <tr className="text-sm text-slate-600">
                <th scope="col" className="py-1 pr-3">
                  {t("csv.weeks.weekOf")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t("homework.runs")}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t("student.rightAnswers")}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekOf} className="border-t border-slate-100">
                  <td className="py-1 pr-3">{formatShortDay(w.weekOf, i18n.language)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{w.runs}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {w.accuracy === null ? "–" : t("student.weekRight", { correct: w.correct, answered: w.answered, accuracy: w.accuracy })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card mt-6 p-5" aria-labelledby="homework-title">
        <h2 id="homework-title" className="text-2xl font-bold">
          {t("student.homework")}
        </h2>
        {homework.length === 0 ? <p className="mt-2 text-slate-700">{t("student.noHomework")}</p> : null}
        <ul className="mt-3 space-y-3">
          {homework.map((w) => (
            <li key={w.id} className="border-b border-slate-100 pb-2">
              <Link to={`/teach/classes/${klass.id}/homework/${w.id}`} className="font-semibold text-indigo-900 underline">
                {w.title}
              </Link>
              <span className="block text-sm text-slate-600">{t("progress.due", { day: formatWeekday(w.due, i18n.language) })}</span>
              <span className="mt-1 block">
                <ProgressPill cell={w.cell} target={w.target} />
              </span>
            </li>
          ))}
        </ul>
      </section>

      {schoolStudent ? null : (
        <Form method="post" action={`/teach/classes/${klass.id}`} className="mt-6">
          <input type="hidden" name="userId" value={userId} />
          <SubmitButton name="intent" value="remove" className="btn-secondary text-red-800">
            {t("student.remove", { name })}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
