/**
 * A class's skills (issue 49): each student × the skills of the class's homework, mastered,
 * practising or not started, to read from the back of a room or download as CSV. Only the class's
 * teacher opens it (as the class page).
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { gameLanguageOf } from "~/games/language";
import { fixedT } from "~/i18n/messages.server";
import { languageOf } from "~/models/language.server";
import { SkillState, SkillsTable } from "~/components/teach/SkillsTable";
import { taughtClass } from "~/models/classes/classes.server";
import { classSkills } from "~/models/classes/class-skills.server";
import { pageMeta } from "~/utils/meta";
import { SKILL_STATES } from "~/utils/skill-states";

export const handle: I18nHandle = { i18n: "teach" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const language = await languageOf(request, context);
  const view = await classSkills(context.db, klass, gameLanguageOf(language));
  const t = fixedT(language, "teach");
  const meta = { title: t("skills.title", { name: klass.name }), description: t("skills.meta") };
  return json({ meta, klass: { id: klass.id, name: klass.name }, ...view }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ClassSkillsPage() {
  const { klass, skills, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("teach");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link to={`/teach/classes/${klass.id}`} className="text-sm font-semibold text-indigo-700 hover:underline">
        ← {klass.name}
      </Link>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">{t("skills.title", { name: klass.name })}</h1>
        {skills.length > 0 && rows.length > 0 ? (
          <a href={`/teach/classes/${klass.id}/skills.csv`} className="btn-secondary" download>
            {t("downloadCsv")}
          </a>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-lg text-slate-800">{t("skills.intro")}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-lg font-bold text-slate-900" aria-label={t("skills.legend")}>
        {[...SKILL_STATES].reverse().map((status) => (
          <li key={status}>
            <SkillState status={status} />
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <SkillsTable classId={klass.id} skills={skills} rows={rows} />
      </div>
    </div>
  );
}
