/**
 * /admin/schools: the schools whose own provider signs their people in (OpenID Connect), for
 * administrators (ADMIN_EMAILS) only: add, edit, remove. The client secret is written, never
 * shown back. docs/operations.md says how to set a school up. In the reader's words ("schools").
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { z } from "zod";
import { FormAlert, SubmitButton } from "~/components/forms";
import { SchoolFields, type SchoolValues } from "~/components/SchoolFields";
import type { I18nHandle } from "~/i18n/config";
import { requireAdmin } from "~/models/auth.server";
import { serverT } from "~/models/language.server";
import { addSchool, allSchools, removeSchool, schoolForm, updateSchool } from "~/models/schools/schools.server";
import { fieldErrors } from "~/utils/forms";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

export const handle: I18nHandle = { i18n: "schools" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const t = await serverT(request, context, "schools");
  const schools = (await allSchools(context.db)).map(({ clientSecret: _secret, createdAt: _created, ...school }) => school);
  const meta = { title: t("meta.title"), description: t("meta.description") };
  return json({ meta, schools }, { headers: { "Cache-Control": "private, no-store" } });
}

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add") }),
  z.object({ intent: z.literal("edit"), id: z.string().uuid() }),
  z.object({ intent: z.literal("remove"), id: z.string().uuid() }),
]);

type Result = {
  form: string;
  done?: string;
  error?: string;
  errors?: Partial<Record<string, string>>;
  /** A refused new school comes back filled in as it was sent (without the secret). */
  sent?: Partial<SchoolValues>;
};

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const t = await serverT(request, context, "schools");
  const fields = await readForm(request);
  const intent = intentSchema.safeParse(fields);
  if (!intent.success) return json<Result>({ form: "add", error: t("problems.choose") }, { status: 400 });
  const which = intent.data;
  const form = which.intent === "add" ? "add" : which.id;
  if (which.intent === "remove") {
    const gone = await removeSchool(context.db, which.id);
    return gone ? json<Result>({ form, done: t("done.removed") }) : json<Result>({ form, error: t("problems.notFound") }, { status: 404 });
  }
  const { slug, name, issuer, clientId, emailDomain } = fields;
  const sent = { slug, name, issuer, clientId, emailDomain, verified: fields.verified === "on" };
  const parsed = schoolForm(context.env, { editing: which.intent === "edit" }, t).safeParse(fields);
  if (!parsed.success) return json<Result>({ form, errors: fieldErrors(parsed.error), sent }, { status: 400 });
  const saved =
    which.intent === "add" ? await addSchool(context.db, parsed.data, t) : await updateSchool(context.db, which.id, parsed.data, t);
  if (!saved.ok) return json<Result>({ form, error: saved.message, sent }, { status: saved.status });
  return json<Result>({ form, done: t("done.saved", { name: saved.school.name, slug: saved.school.slug }) });
}

export default function AdminSchools() {
  const { schools } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("schools");
  const about = (form: string) => (result?.form === form ? result : undefined);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("title")}</h1>
      <p className="mt-2 text-slate-700">
        <Trans t={t} i18nKey="intro" components={{ code: <code className="break-all" /> }} />
      </p>
      {result?.done ? <FormAlert tone="success" title={t("saved")} message={result.done} /> : null}
      {result?.error ? <FormAlert title={t("notSaved")} message={result.error} /> : null}
      {schools.length === 0 ? <p className="mt-6 rounded-xl bg-slate-50 p-6 text-slate-700">{t("none")}</p> : null}
      <ul className="mt-6 space-y-4" data-testid="schools">
        {schools.map((school) => (
          <li key={school.id} className="card min-w-0 p-5">
            <h2 className="break-words text-xl font-bold text-slate-900">{school.name}</h2>
            <p className="break-all text-slate-700">
              /auth/school/{school.slug} · @{school.emailDomain} · {school.verified ? t("verified") : t("notVerified")}
            </p>
            <details className="mt-3" open={about(school.id)?.errors !== undefined}>
              <summary className="cursor-pointer font-semibold text-indigo-800">{t("edit", { name: school.name })}</summary>
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={school.id} />
                <SchoolFields prefix={`school-${school.id}`} editing values={school} errors={about(school.id)?.errors} />
                <div className="flex flex-wrap gap-3">
                  <SubmitButton name="intent" value="edit" className="btn-primary">
                    {t("save")}
                  </SubmitButton>
                  <SubmitButton name="intent" value="remove" className="btn-danger" formNoValidate>
                    {t("remove")}
                  </SubmitButton>
                </div>
              </Form>
            </details>
          </li>
        ))}
      </ul>
      <Form method="post" className="card mt-8 p-5">
        <h2 className="mb-4 text-xl font-bold">{t("add")}</h2>
        <SchoolFields prefix="new-school" editing={false} values={about("add")?.sent} errors={about("add")?.errors} />
        <SubmitButton name="intent" value="add" className="btn-primary">
          {t("addButton")}
        </SubmitButton>
      </Form>
    </div>
  );
}
