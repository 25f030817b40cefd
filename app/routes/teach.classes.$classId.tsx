/**
 * A class, for its teacher: the code to give, students to add (logins the teacher makes), progress
 * at a glance (and its CSV), homework to set, a race to open, and the class's settings; its
 * students from the first join (Remove, Let back in; a school student's login state). A
 * homework's and a student's own pages (linked from the tables) read more. Only the class's
 * teacher opens it (403 for anyone else, 404 for an unknown id). Every form is a plain post: it
 * works without JavaScript.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { fixedT } from "~/i18n/messages.server";
import { languageOf, serverT } from "~/models/language.server";
import { describedBy, FieldError, FormAlert, Label, SubmitButton } from "~/components/forms";
import { AddStudentsForm } from "~/components/teach/AddStudentsForm";
import { ClassRaceForm } from "~/components/teach/ClassRaceForm";
import { HomeworkForm } from "~/components/teach/HomeworkForm";
import { ProgressTable } from "~/components/teach/ProgressTable";
import { Roster } from "~/components/teach/Roster";
import { changeClass, classSettingsForm, taughtClass } from "~/models/classes/classes.server";
import { classActionForm, homeworkChoices } from "~/models/classes/class-page.server";
import { createHomework, homeworkForm, removeHomework } from "~/models/classes/homework.server";
import { splitWork } from "~/models/class-races/forms.server";
import { setChoices } from "~/models/sets/sets.server";
import { classProgress, progressTable } from "~/models/classes/class-progress.server";
import { removedStudents, rosterOf } from "~/models/classes/roster.server";
import { addStudentsForm, addStudentsFromList } from "~/models/school-students/student-list.server";
import { siteOrigin } from "~/utils/url.server";
import { calendarDay } from "~/utils/dates";
import { fieldErrors } from "~/utils/forms";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

// The race form and its modes speak from "race-form" (a few words, not the races' whole "classrace").
export const handle: I18nHandle = { i18n: ["teach", "race-form"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const language = await languageOf(request, context);
  const t = fixedT(language, "teach");
  const timeZone = context.env.APP_TIME_ZONE;
  const progress = await classProgress(context.db, klass);
  const today = calendarDay(new Date(), timeZone);
  return json(
    {
      meta: { title: t("class.title", { name: klass.name }), description: t("class.meta") },
      klass: { id: klass.id, name: klass.name, code: klass.joinCode, seats: klass.seats, archived: klass.archivedAt !== null },
      joinLink: `${siteOrigin(request, context)}/join/${klass.joinCode}`,
      ...progressTable(progress, timeZone),
      roster: rosterOf(progress.rows, timeZone, new Date(), { language, t }),
      removed: await removedStudents(context.db, klass.id, timeZone),
      games: await homeworkChoices(context.db, language),
      sets: await setChoices(context.db, klass.teacherId),
      today,
      weekOn: calendarDay(new Date(Date.now() + 6 * 24 * 3600_000), timeZone),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const [form, t] = await Promise.all([readForm(request), serverT(request, context, "teach")]);
  if (form.intent === "add-students") {
    const parsed = addStudentsForm(t).safeParse(form);
    const problems = (reason: string) => [{ line: 0, text: "", reason }];
    if (!parsed.success)
      return json({ errors: {}, done: null, problems: problems(parsed.error.issues[0].message), names: "" }, { status: 400 });
    const added = await addStudentsFromList(context.db, klass, parsed.data.names, t);
    if (!added.ok) return json({ errors: {}, done: null, problems: added.problems, names: parsed.data.names }, { status: 400 });
    return json({ errors: {}, done: added.done });
  }
  if (form.intent === "homework") {
    const parsed = homeworkForm(t).safeParse(splitWork({ ...form, work: form.work ?? "" }));
    if (!parsed.success) return json({ errors: fieldErrors(parsed.error), done: null }, { status: 400 });
    const language = await languageOf(request, context);
    const created = await createHomework(context.db, klass, parsed.data, context.env.APP_TIME_ZONE, t, language);
    if (!created.ok) return json({ errors: { [created.field]: created.message }, done: null }, { status: 400 });
    return json({ errors: {}, done: t("class.homeworkSet", { title: created.homework.title }) });
  }
  if (form.intent === "remove-homework") {
    const parsed = classActionForm.safeParse(form);
    const removed = parsed.success && (await removeHomework(context.db, klass.id, parsed.data.homeworkId));
    return json({ errors: removed ? {} : { form: t("homework.notFound") }, done: removed ? t("class.homeworkRemoved") : null });
  }
  const parsed = classSettingsForm(t, await serverT(request, context, "checks")).safeParse(form);
  if (!parsed.success) return json({ errors: fieldErrors(parsed.error), done: null }, { status: 400 });
  const change = await changeClass(context.db, klass, parsed.data, t);
  if ("refused" in change) return json({ errors: { form: change.refused }, done: null }, { status: 409 });
  return json({ errors: {}, done: change.done });
}

export default function ClassPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Partial<Record<string, string>> = result?.errors ?? {};
  const { klass } = data;
  const { t } = useTranslation("teach");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/teach" className="text-sm font-semibold text-indigo-700 hover:underline">
        ← {t("class.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{klass.name}</h1>
      {result?.done ? <FormAlert tone="success" title={t("saved")} message={result.done} /> : null}
      {errors.form ? <FormAlert title={t("notSaved")} message={errors.form} /> : null}
      <section className="card mt-4 flex flex-wrap items-center gap-6 p-5" aria-label={t("class.join.label")}>
        <div>
          <p className="text-sm font-medium text-slate-700">{t("class.join.code")}</p>
          <p className="font-mono text-4xl font-extrabold tracking-[0.3em] text-indigo-900" data-testid="class-code">
            {klass.code}
          </p>
        </div>
        <p className="text-lg font-semibold text-slate-800" data-testid="class-seats">
          {t("home.students", { count: klass.seats, students: data.rows.length })}
        </p>
        <p className="min-w-0 flex-1 basis-64 text-slate-800">
          {klass.archived ? (
            t("class.join.archived")
          ) : (
            <>
              {t("class.join.how")}{" "}
              <a href={data.joinLink} className="break-all font-semibold text-indigo-800 underline" data-testid="class-join-link">
                {data.joinLink}
              </a>
              .
            </>
          )}
        </p>
      </section>

      {klass.archived ? null : (
        <AddStudentsForm
          classId={klass.id}
          open={data.rows.length === 0}
          names={result && "names" in result ? result.names : ""}
          problems={result && "problems" in result ? result.problems : []}
          resetKey={result?.done ?? ""}
        />
      )}

      <Roster classId={klass.id} students={data.roster} removed={data.removed} />

      <section className="mt-8" aria-labelledby="progress-title">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="progress-title" className="text-2xl font-bold">
            {t("homework.progress")}
          </h2>
          <div className="flex flex-wrap gap-3">
            <Link to={`/teach/classes/${klass.id}/skills`} className="btn-secondary">
              {t("class.skillsView")}
            </Link>
            {data.rows.length > 0 && data.homework.length > 0 ? (
              <a href={`/teach/classes/${klass.id}/progress.csv`} className="btn-secondary" download>
                {t("downloadCsv")}
              </a>
            ) : null}
          </div>
        </div>
        <div className="mt-3">
          <ProgressTable classId={klass.id} homework={data.homework} rows={data.rows} />
        </div>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <HomeworkForm games={data.games} sets={data.sets} today={data.today} weekOn={data.weekOn} errors={errors} />
        {klass.archived ? null : <ClassRaceForm classId={klass.id} games={data.games} sets={data.sets} />}
        <section className="card p-5" aria-labelledby="settings-title">
          <h2 id="settings-title" className="text-xl font-bold">
            {t("class.settings.title")}
          </h2>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" noValidate>
            <Label className="min-w-48 flex-1 font-medium">
              {t("class.settings.name")}
              <input
                name="name"
                defaultValue={klass.name}
                maxLength={60}
                className="input mt-1 w-full"
                aria-describedby={describedBy("rename", { error: errors.name })}
              />
            </Label>
            <SubmitButton name="intent" value="rename" className="btn-secondary">
              {t("class.settings.rename")}
            </SubmitButton>
          </Form>
          <FieldError id="rename-error" message={errors.name} />
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" noValidate>
            <Label className="font-medium">
              {t("class.settings.seats")}
              <input
                name="seats"
                type="number"
                min={2}
                max={100}
                defaultValue={klass.seats}
                className="input mt-1 w-28"
                aria-describedby={describedBy("seats", { error: errors.seats })}
              />
            </Label>
            <SubmitButton name="intent" value="seats" className="btn-secondary">
              {t("class.settings.saveSeats")}
            </SubmitButton>
          </Form>
          <FieldError id="seats-error" message={errors.seats} />
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <SubmitButton name="intent" value="new-code" className="btn-secondary">
              {t("class.settings.newCode")}
            </SubmitButton>
            <SubmitButton name="intent" value={klass.archived ? "reopen" : "archive"} className="btn-secondary">
              {klass.archived ? t("class.settings.reopen") : t("class.settings.archive")}
            </SubmitButton>
          </Form>
        </section>
      </div>
    </div>
  );
}
