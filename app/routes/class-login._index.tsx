/**
 * /class-login: a student a teacher made types their class's code (docs/decisions/class-login.md),
 * then picks their name and pictures at /class-login/{code}, the class's own link. Nothing is
 * looked up here: the next page counts unknown codes, as /join does. A school with its own sign-in
 * (docs/decisions/school-sign-in.md) is offered below, as on /login.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { Field, SubmitButton } from "~/components/forms";
import { SchoolSignIn } from "~/components/SchoolSignIn";
import { schoolChoices } from "~/models/schools/schools.server";
import type { RouteHandle } from "~/root";
import { INVITE_CODE_LENGTH, normaliseCode } from "~/utils/join";
import { pageMeta } from "~/utils/meta";
import { readFormAs, trimmedText } from "~/utils/read-form.server";

// Its shared sign-up and sign-in parts speak from the "auth" messages.
export const handle: RouteHandle = { layout: false, i18n: "auth" };

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Sign in with your class code",
    description: "In a class? Type your class code, pick your name and your two pictures.",
  });

export const CLASS_CODE_HELP = "A class code has 6 letters and numbers. Ask your teacher for it.";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ schools: await schoolChoices(context.db) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { code: typed } = await readFormAs(request, { code: trimmedText(40) });
  // Forgiving: any case, spaces and dashes as a child copies them from the board.
  const code = normaliseCode(typed);
  if (code.length !== INVITE_CODE_LENGTH || typed.replace(/[^A-Za-z0-9]/g, "").length !== INVITE_CODE_LENGTH) {
    return json({ error: CLASS_CODE_HELP, code: typed }, { status: 400 });
  }
  return redirect(`/class-login/${code}`, { status: 303 });
}

export default function ClassLogin() {
  const result = useActionData<typeof action>();
  const { schools } = useLoaderData<typeof loader>();
  return (
    <AuthLayout title="Sign in with your class code" subtitle="Your teacher gives you the code.">
      <Form method="post" noValidate>
        <Field
          label="Class code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          defaultValue={result?.code}
          error={result?.error}
          className="input text-center font-mono text-3xl font-bold uppercase tracking-[0.3em]"
          required
        />
        <SubmitButton className="btn-primary min-h-14 w-full text-xl" pendingLabel="Looking...">
          Next
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-slate-700">
        Not in a class?{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          Sign in with e-mail
        </Link>
      </p>
      <SchoolSignIn schools={schools} redirectTo="/games" />
    </AuthLayout>
  );
}
