/**
 * /teach/sets/{id}: a set's editor for its teacher, with its share link, its CSV and Delete.
 * Players' reports show here with their reasons; saving makes a new version (games under way
 * keep theirs), answers the reports and shows the set again if it was hidden.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SetEditor } from "~/components/sets/SetEditor";
import { SetReports } from "~/components/sets/SetReports";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { SET_KIND_KEYS } from "~/i18n/set-kinds";
import { serverT } from "~/models/language.server";
import { isLanguage } from "~/i18n/config";
import { draftOf } from "~/utils/set-drafts";
import { editorStep, readSetForm, type EditorReply } from "~/models/sets/editor.server";
import { reportState } from "~/models/sets/reports.server";
import { deleteSet, taughtSet, updateSet } from "~/models/sets/sets.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";
import { SubmitButton } from "~/components/forms";

export const handle: I18nHandle = { i18n: "sets" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { set, content } = await taughtSet(request, context, params.setId);
  const t = await serverT(request, context, "sets");
  return json({
    meta: { title: set.title, description: t("edit.meta") },
    id: set.id,
    draft: draftOf(set.title, content),
    reports: await reportState(context.db, set, t),
    shareUrl: `${siteOrigin(request, context)}/play/set/${set.id}`,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { set } = await taughtSet(request, context, params.setId);
  const t = await serverT(request, context, "sets");
  const { form, file } = await readSetForm(request, t);
  if (form.intent === "delete") {
    await deleteSet(context.db, set);
    return redirectWithToast(request, context, "/teach/sets", {
      title: t("deleted.title"),
      description: t("deleted.description", { title: set.title }),
      variant: "success",
    });
  }
  // Screened in the set's language, answered in the reader's.
  const step = editorStep(set.kind, form, file, isLanguage(set.language) ? set.language : undefined, t);
  if ("reply" in step) return json<EditorReply>(step.reply, { status: step.status });
  const saved = await updateSet(context.db, set, step.save);
  return redirectWithToast(request, context, `/teach/sets/${saved.id}`, {
    title: t("saved.title"),
    description: t("saved.updated", { title: saved.title }),
    variant: "success",
  });
}

export default function EditSet() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("sets");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/teach/sets" className="text-indigo-800 underline">
          {t("list.title")}
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-extrabold text-slate-900">{data.draft.title}</h1>
      <p className="mt-1 text-slate-700">{t(SET_KIND_KEYS[data.draft.kind].name)}</p>
      <SetReports reports={data.reports} />
      <div className="card mt-4 p-4">
        <p className="font-medium text-slate-900">{t("edit.share")}</p>
        <p className="mt-1 break-all font-mono text-sm" data-testid="share-link">
          {data.shareUrl}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to={`/play/set/${data.id}`} className="btn-secondary">
            {t("edit.play")}
          </Link>
          <a href={`/teach/sets/${data.id}/download.csv`} className="btn-secondary" download>
            {t("edit.csv")}
          </a>
        </div>
      </div>
      <SetEditor key={JSON.stringify(reply?.draft ?? data.draft)} draft={data.draft} reply={reply} />
      <Form method="post" encType="multipart/form-data" className="mt-8">
        <SubmitButton name="intent" value="delete" className="btn-danger">
          {t("edit.delete")}
        </SubmitButton>
        <p className="mt-2 text-sm text-slate-600">{t("edit.deleteHelp")}</p>
      </Form>
    </div>
  );
}
