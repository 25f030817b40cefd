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
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";

// Its shared sign-up and sign-in parts speak from the "auth" messages.
export const handle: RouteHandle = { layout: false, i18n: ["class-login", "auth"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [schools, t] = await Promise.all([schoolChoices(context.db), serverT(request, context, "class-login")]);
  return json({ meta: { title: t("meta.title"), description: t("meta.description") }, schools });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { code: typed } = await readFormAs(request, { code: trimmedText(40) });
  // Forgiving: any case, spaces and dashes as a child copies them from the board.
  const code = normaliseCode(typed);
  if (code.length !== INVITE_CODE_LENGTH || typed.replace(/[^A-Za-z0-9]/g, "").length !== INVITE_CODE_LENGTH) {
    const t = await serverT(request, context, "class-login");
    return json({ error: t("code.help"), code: typed }, { status: 400 });
  }
  return redirect(`/class-login/${code}`, { status: 303 });
}

export default function ClassLogin() {
  const result = useActionData<typeof action>();
  const { schools } = useLoaderData<typeof loader>();
  const { t } = useTranslation("class-login");
  return (
    <AuthLayout title={t("code.title")} subtitle={t("code.subtitle")}>
      <Form method="post" noValidate>
        <Field
          label={t("code.label")}
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
        <SubmitButton className="btn-primary min-h-14 w-full text-xl" pendingLabel={t("code.looking")}>
          {t("code.next")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-slate-700">
        {t("code.notInClass")}{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          {t("code.withEmail")}
        </Link>
      </p>
      <SchoolSignIn schools={schools} redirectTo="/games" />
    </AuthLayout>
  );
}
