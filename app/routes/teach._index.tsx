/**
 * /teach: a teacher's classes and a form for a new one. Only adults teach (by the birth month
 * they gave; an account without one is asked for it here first).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BirthMonthSelects } from "~/components/BirthFields";
import { describedBy, FieldError, FormAlert, invalid, Label, SubmitButton } from "~/components/forms";
import { requireUser } from "~/models/auth.server";
import { classesOf, createClass, newClassForm } from "~/models/classes/classes.server";
import { vouchingSchool } from "~/models/schools/schools.server";
import { saveBirthMonth, teacherStatus } from "~/models/teachers.server";
import { DEFAULT_SEATS, MAX_CLASSES, MAX_SEATS } from "~/utils/classes";
import { birthMonthSchema } from "~/models/registration.server";
import { fieldErrors } from "~/utils/forms";
import { pageMeta } from "~/utils/meta";
import type { I18nHandle } from "~/i18n/config";
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";
import { parseForm, readForm } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";

// The month and year selects (BirthMonthSelects) speak from the "auth" messages.
export const handle: I18nHandle = { i18n: ["teach", "auth"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "teach");
  const user = await requireUser(request, context, {
    toast: { title: t("signInRequired"), description: t("home.signIn") },
  });
  const status = await teacherStatus(context.db, user.id);
  const [classes, vouchedBy] = await Promise.all([
    status === "teacher" ? classesOf(context.db, user.id) : [],
    status === "teacher" ? vouchingSchool(context.db, user.id) : null,
  ]);
  return json({
    meta: { title: t("home.meta.title"), description: t("home.meta.description") },
    status,
    vouchedBy,
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      code: c.joinCode,
      students: c.students,
      seats: c.seats,
      archived: !!c.archivedAt,
    })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const [status, t] = await Promise.all([teacherStatus(context.db, user.id), serverT(request, context, "teach")]);
  if (status === "needs-birth") {
    const form = await readForm(request);
    const parsed = birthMonthSchema().safeParse({ year: form.birthYear, month: form.birthMonth });
    if (!parsed.success)
      return json({ errors: { birth: (await serverT(request, context, "auth"))("problems.birthInvalid") } }, { status: 400 });
    await saveBirthMonth(context.db, user.id, parsed.data);
    return redirect("/teach");
  }
  if (status === "too-young") return json({ errors: { form: t("home.tooYoungProblem") } }, { status: 403 });
  // A teacher who signs in with a school the operator verified: the school vouches for its use.
  const vouched = await vouchingSchool(context.db, user.id);
  const form = newClassForm(t, await serverT(request, context, "checks"));
  const parsed = await parseForm(request, vouched ? form.omit({ forSchool: true }) : form);
  if (!parsed.success) return json({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const created = await createClass(context.db, user.id, parsed.data, t);
  if (!created.ok) return json({ errors: { form: created.message } }, { status: 409 });
  return redirectWithToast(request, context, `/teach/classes/${created.klass.id}`, {
    title: t("home.created.title"),
    description: t("home.created.description", { name: created.klass.name, code: created.klass.joinCode }),
    variant: "success",
  });
}

type Errors = Partial<Record<"birth" | "form" | "name" | "seats" | "forSchool", string>>;

export default function Teach() {
  const { status, classes, vouchedBy } = useLoaderData<typeof loader>();
  const errors = (useActionData<typeof action>()?.errors ?? {}) as Errors;
  const { t } = useTranslation("teach");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("home.title")}</h1>
      {errors.form ? <FormAlert title={t("notSaved")} message={errors.form} /> : null}
      {status === "too-young" ? (
        <p className="mt-4 text-lg text-slate-800">{t("home.tooYoung")}</p>
      ) : status === "needs-birth" ? (
        <Form method="post" className="card mt-6 max-w-lg p-5">
          <h2 className="text-xl font-bold">{t("home.birth.title")}</h2>
          <p className="mt-1 text-slate-700">{t("home.birth.why")}</p>
          <div className="mt-4">
            <BirthMonthSelects
              error={errors.birth}
              required
              defaultValue=""
              aria-describedby={describedBy("birth", { error: errors.birth })}
            />
          </div>
          <FieldError id="birth-error" message={errors.birth} />
          <SubmitButton className="btn-primary mt-4">{t("home.birth.continue")}</SubmitButton>
        </Form>
      ) : (
        <>
          <p className="mt-2 text-lg text-slate-700">{t("home.intro")}</p>
          <p className="mt-2 text-slate-700">
            {t("home.setsIntro")}{" "}
            <Link to="/teach/sets" className="font-semibold text-indigo-800 underline">
              {t("home.yourSets")}
            </Link>
          </p>
          {classes.length > 0 ? (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="my-classes">
              {classes.map((c) => (
                <li key={c.id} className="card p-4">
                  <Link to={`/teach/classes/${c.id}`} className="text-xl font-bold text-indigo-800 hover:underline">
                    {c.name}
                  </Link>
                  <p className="mt-1 text-slate-700">
                    {t("home.code")} <span className="font-mono font-bold">{c.code}</span> ·{" "}
                    {t("home.students", { count: c.seats, students: c.students })}
                    {c.archived ? ` · ${t("home.archived")}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          <Form method="post" className="card mt-8 max-w-xl p-5" noValidate>
            <h2 className="text-xl font-bold">{t("home.new.title")}</h2>
            <Label className="mt-4 block font-medium text-slate-900" htmlFor="class-name">
              {t("home.new.name")}
            </Label>
            <input
              id="class-name"
              name="name"
              className="input mt-1 w-full"
              maxLength={60}
              required
              aria-invalid={invalid(errors.name)}
              aria-describedby={describedBy("class-name", { error: errors.name })}
              placeholder={t("home.new.namePlaceholder")}
            />
            <FieldError id="class-name-error" message={errors.name} />
            <Label className="mt-4 block font-medium text-slate-900" htmlFor="class-seats">
              {t("home.new.seats", { max: MAX_SEATS })}
            </Label>
            <input
              id="class-seats"
              name="seats"
              type="number"
              min={2}
              max={MAX_SEATS}
              defaultValue={DEFAULT_SEATS}
              className="input mt-1 w-32"
              aria-invalid={invalid(errors.seats)}
              aria-describedby={describedBy("class-seats", { error: errors.seats })}
            />
            <FieldError id="class-seats-error" message={errors.seats} />
            {vouchedBy ? (
              <p className="mt-4 text-slate-800">{t("home.new.vouched", { school: vouchedBy })}</p>
            ) : (
              <>
                <Label className="mt-4 flex items-start gap-3 text-slate-800">
                  <input
                    type="checkbox"
                    name="forSchool"
                    className="mt-1 h-5 w-5"
                    aria-describedby={describedBy("class-school", { error: errors.forSchool })}
                  />
                  <span>{t("home.new.schoolUse")}</span>
                </Label>
                <FieldError id="class-school-error" message={errors.forSchool} />
              </>
            )}
            <SubmitButton className="btn-primary mt-5">{t("home.new.submit")}</SubmitButton>
            <p className="mt-3 text-sm text-slate-600">{t("home.new.limit", { max: MAX_CLASSES })}</p>
          </Form>
        </>
      )}
    </div>
  );
}
