/**
 * /admin/set-reports: the review list of teachers' sets players reported, for administrators
 * (ADMIN_EMAILS) only. Each set shows its teacher, why and by how many players from how many
 * networks, and what it says; Hide keeps it hidden until its teacher edits it, Dismiss clears the
 * reports (it plays again). Plain form posts.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormAlert, SubmitButton } from "~/components/forms";
import { SET_KIND_NAMES } from "~/games/sets/content";
import { requireAdmin } from "~/models/auth.server";
import { HIDE_AT, reportedSets, reviewSet } from "~/models/sets/reports.server";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

export const meta: MetaFunction = () => pageMeta({ title: "Reported sets", description: "Teachers' sets players reported." });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ sets: await reportedSets(context.db), hideAt: HIDE_AT }, { headers: { "Cache-Control": "private, no-store" } });
}

const reviewForm = z.object({ setId: z.string().uuid(), intent: z.enum(["hide", "dismiss"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = reviewForm.safeParse(await readForm(request));
  if (!parsed.success) return json({ done: null, error: "Please choose a set from the list." }, { status: 400 });
  if (!(await reviewSet(context.db, parsed.data.setId, parsed.data.intent)))
    return json({ done: null, error: "That set was not found." }, { status: 404 });
  return json({
    done: parsed.data.intent === "hide" ? "Hidden until its teacher edits it." : "Reports dismissed: it plays again.",
    error: null,
  });
}

export default function ReportedSets() {
  const { sets, hideAt } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Reported sets</h1>
      <p className="mt-2 text-slate-700">
        A set hides by itself once {hideAt.players} players from {hideAt.networks} different networks report it. Only players who played it
        (or teach a class that uses it) can report.
      </p>
      {result?.done ? <FormAlert tone="success" title="Saved" message={result.done} /> : null}
      {result?.error ? <FormAlert title="Not saved" message={result.error} /> : null}
      {sets.length === 0 ? <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">No reports to review.</p> : null}
      <ul className="mt-6 space-y-4" data-testid="reported-sets">
        {sets.map((s) => (
          <li key={s.id} className="card min-w-0 p-5">
            <h2 className="break-words text-xl font-bold text-slate-900">{s.title}</h2>
            <p className="text-slate-700">
              {SET_KIND_NAMES[s.kind]} by {s.teacher} ·{" "}
              <span className="font-semibold">{s.hidden ? (s.reviewHidden ? "hidden by a review" : "hidden by reports") : "playing"}</span>
            </p>
            <p className="mt-2 font-medium">
              {s.players === 1 ? "1 player" : `${s.players} players`} from {s.networks === 1 ? "1 network" : `${s.networks} networks`}
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
                <summary className="cursor-pointer font-semibold text-indigo-800">What it says ({s.lines.length} lines)</summary>
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
                  Hide until its teacher edits it
                </SubmitButton>
              )}
              <SubmitButton name="intent" value="dismiss" className="btn-secondary">
                Dismiss the reports
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
