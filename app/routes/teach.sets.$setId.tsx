/**
 * /teach/sets/{id}: a set's editor for its teacher, with its share link, its CSV and Delete.
 * Players' reports show here with their reasons; saving makes a new version (games under way
 * keep theirs), answers the reports and shows the set again if it was hidden.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SetEditor } from "~/components/sets/SetEditor";
import { SetReports } from "~/components/sets/SetReports";
import { SET_KIND_NAMES } from "~/games/sets/content";
import { draftOf } from "~/utils/set-drafts";
import { editorStep, readSetForm, type EditorReply } from "~/models/sets/editor.server";
import { reportState } from "~/models/sets/reports.server";
import { deleteSet, taughtSet, updateSet } from "~/models/sets/sets.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";
import { SubmitButton } from "~/components/forms";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data ? data.draft.title : "Set", description: "Edit your set, share its link, download it as CSV." });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { set, content } = await taughtSet(request, context, params.setId);
  return json({
    id: set.id,
    draft: draftOf(set.title, content),
    reports: await reportState(context.db, set),
    shareUrl: `${siteOrigin(request, context)}/play/set/${set.id}`,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { set } = await taughtSet(request, context, params.setId);
  const { form, file } = await readSetForm(request);
  if (form.intent === "delete") {
    await deleteSet(context.db, set);
    return redirectWithToast(request, context, "/teach/sets", {
      title: "Set deleted",
      description: `${set.title} is gone; scores already played stay.`,
      variant: "success",
    });
  }
  const step = editorStep(set.kind, form, file);
  if ("reply" in step) return json<EditorReply>(step.reply, { status: step.status });
  const saved = await updateSet(context.db, set, step.save);
  return redirectWithToast(request, context, `/teach/sets/${saved.id}`, {
    title: "Set saved",
    description: `${saved.title} is saved. Games already started keep the questions they began with.`,
    variant: "success",
  });
}

export default function EditSet() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/teach/sets" className="text-indigo-800 underline">
          Your sets
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-extrabold text-slate-900">{data.draft.title}</h1>
      <p className="mt-1 text-slate-700">{SET_KIND_NAMES[data.draft.kind]}</p>
      <SetReports reports={data.reports} />
      <div className="card mt-4 p-4">
        <p className="font-medium text-slate-900">Share link (anyone with it can practise; it is not listed anywhere)</p>
        <p className="mt-1 break-all font-mono text-sm" data-testid="share-link">
          {data.shareUrl}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to={`/play/set/${data.id}`} className="btn-secondary">
            Play it
          </Link>
          <a href={`/teach/sets/${data.id}/download.csv`} className="btn-secondary" download>
            Download CSV
          </a>
        </div>
      </div>
      <SetEditor key={JSON.stringify(reply?.draft ?? data.draft)} draft={data.draft} reply={reply} />
      <Form method="post" encType="multipart/form-data" className="mt-8">
        <SubmitButton name="intent" value="delete" className="btn-danger">
          Delete this set
        </SubmitButton>
        <p className="mt-2 text-sm text-slate-600">Its link stops working and its questions go; scores already played stay.</p>
      </Form>
    </div>
  );
}
