/**
 * /teach/sets: a teacher's own word lists, math sets and quizzes, each with its share link, and
 * links to make a new one of each kind.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SET_KIND_NAMES, SET_KINDS } from "~/games/sets/content";
import { requireTeacher, setsOf } from "~/models/sets/sets.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

export const meta: MetaFunction = () =>
  pageMeta({ title: "Your sets", description: "Your own word lists, math sets and quizzes, played on CleverPlay's games." });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireTeacher(request, context);
  const sets = await setsOf(context.db, user.id);
  return json({
    origin: siteOrigin(request, context),
    sets: sets.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() })),
  });
}

const ITEMS = { words: "words", math: null, quiz: "questions" } as const;

export default function TeachSets() {
  const { sets, origin } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/teach" className="text-indigo-800 underline">
          Teach
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Your sets</h1>
      <p className="mt-2 text-lg text-slate-700">
        This week&apos;s words and questions, played on our games&apos; stages: solo from a link, as homework or in a class race.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {SET_KINDS.map((kind) => (
          <Link key={kind} to={`/teach/sets/new?kind=${kind}`} className="btn-primary">
            New {SET_KIND_NAMES[kind].toLowerCase()}
          </Link>
        ))}
      </div>
      {sets.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">No sets yet. Paste a spelling list to start.</p>
      ) : (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2" data-testid="my-sets">
          {sets.map((s) => (
            <li key={s.id} className="card min-w-0 p-4">
              <Link to={`/teach/sets/${s.id}`} className="break-words text-xl font-bold text-indigo-800 hover:underline">
                {s.title}
              </Link>
              <p className="mt-1 text-slate-700">
                {SET_KIND_NAMES[s.kind]}
                {ITEMS[s.kind] && s.items !== null ? ` · ${s.items} ${ITEMS[s.kind]}` : ""}
                {s.hidden
                  ? " · hidden after reports: open it to see why, and save it to show it again"
                  : s.reports > 0
                    ? ` · reported by ${s.reports === 1 ? "1 player" : `${s.reports} players`}: open it to see why`
                    : ""}
              </p>
              <p className="mt-1 break-all text-sm text-slate-600">
                Link: <span className="font-mono">{`${origin}/play/set/${s.id}`}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
