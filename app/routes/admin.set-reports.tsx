/**
 * /admin/set-reports: the review list of teachers' sets players reported, for administrators
 * (ADMIN_EMAILS) only. Each set shows its teacher, why and by how many players from how many
 * networks, and what it says; Hide keeps it hidden until its teacher edits it, Dismiss clears the
 * reports (it plays again). Plain form posts.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormAlert, SubmitButton } from "~/components/forms";
import type { I18nHandle } from "~/i18n/config";
import { SET_KIND_KEYS } from "~/i18n/set-kinds";
import { requireAdmin } from "~/models/auth.server";
import { serverT } from "~/models/language.server";
import { HIDE_AT, reportedSets, reviewSet } from "~/models/sets/reports.server";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

export const handle: I18nHandle = { i18n: "sets" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const t = await serverT(request, context, "sets");
  return json(
    { meta: { title: t("admin.title"), description: t("admin.meta") }, sets: await reportedSets(context.db, t), hideAt: HIDE_AT },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const reviewForm = z.object({ setId: z.string().uuid(), intent: z.enum(["hide", "dismiss"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const t = await serverT(request, context, "sets");
  const parsed = reviewForm.safeParse(await readForm(request));
  if (!parsed.success) return json({ done: null, error: t("admin.choose") }, { status: 400 });
  if (!(await reviewSet(context.db, parsed.data.setId, parsed.data.intent)))
    return json({ done: null, error: t("admin.notFound") }, { status: 404 });
  return json({ done: t(parsed.data.intent === "hide" ? "admin.hidden" : "admin.dismissed"), error: null });
}

export default function ReportedSets() {
  const { sets, hideAt } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("sets");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("admin.title")}</h1>
      <p className="mt-2 text-slate-700">{t("admin.intro", hideAt)}</p>
      {result?.done ? <FormAlert tone="success" title={t("admin.saved")} message={result.done} /> : null}
      {result?.error ? <FormAlert title={t("notSaved")} message={result.error} /> : null}
      {sets.length === 0 ? <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">{t("admin.none")}</p> : null}
      <ul className="mt-6 space-y-4" data-testid="reported-sets">
        {sets.map((s) => (
          <li key={s.id} className="card min-w-0 p-5">
            <h2 className="break-words text-xl font-bold text-slate-900">{s.title}</h2>
            <p className="text-slate-700">
              {t("admin.by", { kind: t(SET_KIND_KEYS[s.kind].name), teacher: s.teacher })} ·{" "}
              <span className="font-semibold">
                {t(s.hidden ? (s.reviewHidden ? "admin.hiddenByReview" : "admin.hiddenByReports") : "admin.playing")}
              </span>
            </p>
            <p className="mt-2 font-medium">
              {t("admin.reach", {
                players: t("admin.players", { count: s.players }),
                networks: t("admin.networks", { count: s.networks }),
              })}
            </p>
            <ul className="list-disc pl-6 text-slate-800">
              {s.reasons.map((r) => (
                <li key={r.reason}>
                  {r.reason} ({r.players})
                </li>
              ))}
            </ul>
            {s.lines.length > 0 ? (
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-indigo-800">{t("admin.says", { n: s.lines.length })}</summary>
                <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800 [overflow-wrap:anywhere]">
                  {s.lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ol>
              </details>
            ) : null}
            <Form method="post" className="mt-3 flex flex-wrap gap-3">
              <input type="hidden" name="setId" value={s.id} />
              {s.reviewHidden ? null : (
                <SubmitButton name="intent" value="hide" className="btn-danger">
                  {t("admin.hide")}
                </SubmitButton>
              )}
              <SubmitButton name="intent" value="dismiss" className="btn-secondary">
                {t("admin.dismiss")}
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
