/**
 * /teach/sets: a teacher's own word lists, math sets and quizzes, each with its share link, and
 * links to make a new one of each kind.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SET_KINDS } from "~/games/sets/content";
import type { I18nHandle } from "~/i18n/config";
import { SET_KIND_KEYS } from "~/i18n/set-kinds";
import { serverT } from "~/models/language.server";
import { requireTeacher, setsOf } from "~/models/sets/sets.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

export const handle: I18nHandle = { i18n: "sets" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireTeacher(request, context);
  const [sets, t] = await Promise.all([setsOf(context.db, user.id), serverT(request, context, "sets")]);
  return json({
    meta: { title: t("list.title"), description: t("list.meta") },
    origin: siteOrigin(request, context),
    sets: sets.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() })),
  });
}

const ITEMS = { words: "list.words", math: null, quiz: "list.questions" } as const;

export default function TeachSets() {
  const { sets, origin } = useLoaderData<typeof loader>();
  const { t } = useTranslation("sets");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/teach" className="text-indigo-800 underline">
          {t("list.teach")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{t("list.title")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("list.intro")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {SET_KINDS.map((kind) => (
          <Link key={kind} to={`/teach/sets/new?kind=${kind}`} className="btn-primary">
            {t(SET_KIND_KEYS[kind].new)}
          </Link>
        ))}
      </div>
      {sets.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">{t("list.none")}</p>
      ) : (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2" data-testid="my-sets">
          {sets.map((s) => (
            <li key={s.id} className="card min-w-0 p-4">
              <Link to={`/teach/sets/${s.id}`} className="break-words text-xl font-bold text-indigo-800 hover:underline">
                {s.title}
              </Link>
              <p className="mt-1 text-slate-700">
                {t(SET_KIND_KEYS[s.kind].name)}
                {ITEMS[s.kind] && s.items !== null ? ` · ${t(ITEMS[s.kind]!, { count: s.items })}` : ""}
                {s.hidden ? ` · ${t("list.hidden")}` : s.reports > 0 ? ` · ${t("list.reported", { count: s.reports })}` : ""}
              </p>
              <p className="mt-1 break-all text-sm text-slate-600">
                {t("list.link")} <span className="font-mono">{`${origin}/play/set/${s.id}`}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
