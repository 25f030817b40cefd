/** /teach/sets/new?kind=words|math|quiz: the editor for a new set (see SetEditor). */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { SetEditor } from "~/components/sets/SetEditor";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { SET_KIND_KEYS } from "~/i18n/set-kinds";
import { languageOf, serverT } from "~/models/language.server";
import { emptyDraft } from "~/utils/set-drafts";
import { editorStep, kindSchema, readSetForm, type EditorReply } from "~/models/sets/editor.server";
import { createSet, requireTeacher } from "~/models/sets/sets.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const handle: I18nHandle = { i18n: "sets" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

async function kindOf(request: Request, context: LoaderFunctionArgs["context"]) {
  const kind = kindSchema.safeParse(new URL(request.url).searchParams.get("kind"));
  if (!kind.success) throw new Response((await serverT(request, context, "sets"))("new.chooseKind"), { status: 400 });
  return kind.data;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireTeacher(request, context);
  const t = await serverT(request, context, "sets");
  return json({ meta: { title: t("new.title"), description: t("new.meta") }, draft: emptyDraft(await kindOf(request, context)) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireTeacher(request, context);
  const kind = await kindOf(request, context);
  const t = await serverT(request, context, "sets");
  const { form, file } = await readSetForm(request, t);
  // A new set is in the teacher's language: its words are screened in it, now and at each edit.
  const language = await languageOf(request, context);
  const step = editorStep(kind, form, file, language, t);
  if ("reply" in step) return json<EditorReply & { error?: string }>(step.reply, { status: step.status });
  const created = await createSet(context.db, user.id, { ...step.save, language }, t);
  if (!created.ok)
    return json<EditorReply & { error?: string }>({ draft: emptyDraft(kind), problems: [], error: created.message }, { status: 409 });
  return redirectWithToast(request, context, `/teach/sets/${created.set.id}`, {
    title: t("saved.title"),
    description: t("saved.ready", { title: created.set.title }),
    variant: "success",
  });
}

export default function NewSet() {
  const { draft } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("sets");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/teach/sets" className="text-indigo-800 underline">
          {t("list.title")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{t(SET_KIND_KEYS[draft.kind].new)}</h1>
      {reply?.error ? <FormAlert title={t("notSaved")} message={reply.error} /> : null}
      <SetEditor key={JSON.stringify(reply?.draft ?? draft)} draft={draft} reply={reply} />
    </div>
  );
}
