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
import { DEFAULT_SEATS, MAX_CLASSES, MAX_SEATS, SCHOOL_USE } from "~/utils/classes";
import { birthMonthSchema } from "~/models/registration.server";
import { birthMessages } from "~/utils/age";
import { fieldErrors } from "~/utils/forms";
import { pageMeta } from "~/utils/meta";
import type { I18nHandle } from "~/i18n/config";
import { parseForm, readForm } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";

// The month and year selects (BirthMonthSelects) speak from the "auth" messages.
export const handle: I18nHandle = { i18n: "auth" };

export const meta: MetaFunction = () => pageMeta({ title: "Teach", description: "Your classes on CleverPlay: homework and progress." });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, {
    toast: { title: "Sign In Required", description: "Please sign in to teach a class." },
  });
  const status = await teacherStatus(context.db, user.id);
  const [classes, vouchedBy] = await Promise.all([
    status === "teacher" ? classesOf(context.db, user.id) : [],
    status === "teacher" ? vouchingSchool(context.db, user.id) : null,
  ]);
  return json({
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
  const status = await teacherStatus(context.db, user.id);
  if (status === "needs-birth") {
    const form = await readForm(request);
    const parsed = birthMonthSchema().safeParse({ year: form.birthYear, month: form.birthMonth });
    if (!parsed.success) return json({ errors: { birth: birthMessages.invalid } }, { status: 400 });
    await saveBirthMonth(context.db, user.id, parsed.data);
    return redirect("/teach");
  }
  if (status === "too-young")
    return json({ errors: { form: "Classes are made by grown-ups: ask your teacher for a class code." } }, { status: 403 });
  // A teacher who signs in with a school the operator verified: the school vouches for its use.
  const vouched = await vouchingSchool(context.db, user.id);
  const parsed = await parseForm(request, vouched ? newClassForm.omit({ forSchool: true }) : newClassForm);
  if (!parsed.success) return json({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const created = await createClass(context.db, user.id, parsed.data);
  if (!created.ok) return json({ errors: { form: created.message } }, { status: 409 });
  return redirectWithToast(request, context, `/teach/classes/${created.klass.id}`, {
    title: "Class created",
    description: `Students join ${created.klass.name} with the code ${created.klass.joinCode}.`,
    variant: "success",
  });
}

type Errors = Partial<Record<"birth" | "form" | "name" | "seats" | "forSchool", string>>;

export default function Teach() {
  const { status, classes, vouchedBy } = useLoaderData<typeof loader>();
  const errors = (useActionData<typeof action>()?.errors ?? {}) as Errors;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Teach</h1>
      {errors.form ? <FormAlert title="Not saved" message={errors.form} /> : null}
      {status === "too-young" ? (
        <p className="mt-4 text-lg text-slate-800">
          Classes are made by grown-ups. Ask your teacher for a class code, then type it on the Games page.
        </p>
      ) : status === "needs-birth" ? (
        <Form method="post" className="card mt-6 max-w-lg p-5">
          <h2 className="text-xl font-bold">First, when were you born?</h2>
          <p className="mt-1 text-slate-700">Classes are made by adults (18 or over). We ask for the month and year only.</p>
          <div className="mt-4">
            <BirthMonthSelects
              error={errors.birth}
              required
              defaultValue=""
              aria-describedby={describedBy("birth", { error: errors.birth })}
            />
          </div>
          <FieldError id="birth-error" message={errors.birth} />
          <SubmitButton className="btn-primary mt-4">Continue</SubmitButton>
        </Form>
      ) : (
        <>
          <p className="mt-2 text-lg text-slate-700">
            A class keeps its students all year. Set homework with a due date and see who did it at a glance.
          </p>
          <p className="mt-2 text-slate-700">
            Your own spelling lists, math sets and quizzes, played on our games:{" "}
            <Link to="/teach/sets" className="font-semibold text-indigo-800 underline">
              Your sets
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
                    Code <span className="font-mono font-bold">{c.code}</span> · {c.students} of {c.seats} students
                    {c.archived ? " · archived" : ""}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          <Form method="post" className="card mt-8 max-w-xl p-5" noValidate>
            <h2 className="text-xl font-bold">New class</h2>
            <Label className="mt-4 block font-medium text-slate-900" htmlFor="class-name">
              Class name
            </Label>
            <input
              id="class-name"
              name="name"
              className="input mt-1 w-full"
              maxLength={60}
              required
              aria-invalid={invalid(errors.name)}
              aria-describedby={describedBy("class-name", { error: errors.name })}
              placeholder="Year 4 Maple"
            />
            <FieldError id="class-name-error" message={errors.name} />
            <Label className="mt-4 block font-medium text-slate-900" htmlFor="class-seats">
              Seats (2 to {MAX_SEATS})
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
              <p className="mt-4 text-slate-800">You sign in with {vouchedBy}, a school we verified: the class is for its use.</p>
            ) : (
              <>
                <Label className="mt-4 flex items-start gap-3 text-slate-800">
                  <input
                    type="checkbox"
                    name="forSchool"
                    className="mt-1 h-5 w-5"
                    aria-describedby={describedBy("class-school", { error: errors.forSchool })}
                  />
                  <span>{SCHOOL_USE}</span>
                </Label>
                <FieldError id="class-school-error" message={errors.forSchool} />
              </>
            )}
            <SubmitButton className="btn-primary mt-5">Create class</SubmitButton>
            <p className="mt-3 text-sm text-slate-600">You can have up to {MAX_CLASSES} open classes.</p>
          </Form>
        </>
      )}
    </div>
  );
}
