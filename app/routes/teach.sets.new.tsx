/** /teach/sets/new?kind=words|math|quiz: the editor for a new set (see SetEditor). */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { SetEditor } from "~/components/sets/SetEditor";
import { SET_KIND_NAMES } from "~/games/sets/content";
import { emptyDraft } from "~/utils/set-drafts";
import { editorStep, kindSchema, readSetForm, type EditorReply } from "~/models/sets/editor.server";
import { createSet, requireTeacher } from "~/models/sets/sets.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => pageMeta({ title: "New set", description: "Make a word list, a math set or a quiz." });

function kindOf(request: Request) {
  const kind = kindSchema.safeParse(new URL(request.url).searchParams.get("kind"));
  if (!kind.success) throw new Response("Please choose a word list, a math set or a quiz.", { status: 400 });
  return kind.data;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireTeacher(request, context);
  return json({ draft: emptyDraft(kindOf(request)) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireTeacher(request, context);
  const kind = kindOf(request);
  const { form, file } = await readSetForm(request);
  const step = editorStep(kind, form, file);
  if ("reply" in step) return json<EditorReply & { error?: string }>(step.reply, { status: step.status });
  const created = await createSet(context.db, user.id, step.save);
  if (!created.ok)
    return json<EditorReply & { error?: string }>({ draft: emptyDraft(kind), problems: [], error: created.message }, { status: 409 });
  return redirectWithToast(request, context, `/teach/sets/${created.set.id}`, {
    title: "Set saved",
    description: `${created.set.title} is ready to play.`,
    variant: "success",
  });
}

export default function NewSet() {
  const { draft } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/teach/sets" className="text-indigo-800 underline">
          Your sets
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">New {SET_KIND_NAMES[draft.kind].toLowerCase()}</h1>
      {reply?.error ? <FormAlert title="Not saved" message={reply.error} /> : null}
      <SetEditor key={JSON.stringify(reply?.draft ?? draft)} draft={draft} reply={reply} />
    </div>
  );
}
