/** /admin/sessions: two-player session counts, for administrators (ADMIN_EMAILS) only. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/models/auth.server";
import { sessionStatistics } from "~/models/multiplayer/stats.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Session Statistics", description: "Two-player session counts." });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ statistics: await sessionStatistics(context.db) });
}

const labels = [
  ["total", "Total sessions"],
  ["withPlayer2", "With a second player"],
  ["orphaned", "Orphaned (no host)"],
  ["expired", "Expired"],
] as const;

export default function SessionStatistics() {
  const { statistics } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Session Statistics</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {labels.map(([key, label]) => (
          <div key={key} className="card flex flex-col-reverse p-4 text-center">
            <dt className="mt-1 text-sm text-slate-700">{label}</dt>
            <dd className="text-3xl font-extrabold text-indigo-800" data-testid={`stat-${key}`}>
              {statistics[key]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
