/**
 * /auth/school/{slug}/welcome: after a first school sign-in, a student types their class code and
 * joins that class (as on a class's card); a teacher goes on to /teach.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { requireUser } from "~/models/auth.server";
import { joinClassAndGo } from "~/models/classes/join-flow.server";
import { classByCode } from "~/models/classes/membership.server";
import { mayLookUpCode, tooManyGuesses } from "~/models/code-guesses.server";
import { schoolBySlug } from "~/models/schools/schools.server";
import { INVITE_CODE_LENGTH, normaliseCode } from "~/utils/join";
import { pageMeta } from "~/utils/meta";
import { formText, readFormAs } from "~/utils/read-form.server";
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { i18n: "account" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const school = await schoolBySlug(context.db, params.slug ?? "");
  if (!school) throw new Response("Not Found", { status: 404 });
  const t = await serverT(request, context, "account");
  const meta = { title: t("welcome.meta.title"), description: t("welcome.meta.description") };
  return json({ schoolName: school.name, verified: school.verified, meta });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await serverT(request, context, "account");
  const code = normaliseCode((await readFormAs(request, { code: formText })).code);
  if (code.length !== INVITE_CODE_LENGTH) return json({ error: t("welcome.typeCode") }, { status: 400 });
  const guard = await mayLookUpCode(request, context, { code, userId: user.id });
  if (!guard.allowed) {
    const { message, status, headers } = tooManyGuesses(guard.retryAfterSeconds);
    return json({ error: message }, { status, headers });
  }
  const klass = await classByCode(context.db, code);
  if (!klass) return json({ error: t("welcome.noClass") }, { status: 404 });
  return joinClassAndGo(request, context, klass, user.id);
}

export default function SchoolWelcome() {
  const { schoolName, verified } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("welcome.title")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("welcome.signedInWith", { school: schoolName })}</p>
      <section className="card mt-6 p-5">
        <h2 className="text-xl font-bold">{t("welcome.student")}</h2>
        <p className="mt-1 text-slate-700">{t("welcome.typeTheCode")}</p>
        {error ? <FormAlert title={t("welcome.notJoined")} message={error} /> : null}
        <Form method="post" className="mt-4">
          <Field
            label={t("welcome.classCode")}
            name="code"
            error={error}
            maxLength={INVITE_CODE_LENGTH + 6}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABC234"
            className="input font-mono text-2xl uppercase tracking-widest"
          />
          <SubmitButton className="btn-primary">{t("welcome.join")}</SubmitButton>
        </Form>
      </section>
      <section className="card mt-6 p-5">
        <h2 className="text-xl font-bold">{t("welcome.teach", { school: schoolName })}</h2>
        <p className="mt-1 text-slate-700">
          {t("welcome.makeClass")}
          {verified ? ` ${t("welcome.verified", { school: schoolName })}` : ""}
        </p>
        <Link to="/teach" className="btn-secondary mt-4 inline-block">
          {t("welcome.goTeach")}
        </Link>
      </section>
      <p className="mt-6">
        <Link to="/games" className="font-semibold text-indigo-800 underline">
          {t("welcome.notNow")}
        </Link>
      </p>
    </div>
  );
}
