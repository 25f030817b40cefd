/**
 * Roster import, for the class's teacher (404 for anyone else): upload a class list or a
 * school's OneRoster files, see the preview (who will be made, who is here, who left the roster,
 * every problem by line and field), then Create. Plain multipart and form posts: it works without
 * JavaScript. The preview travels to Create as a signed token (docs/decisions/roster-import.md).
 */
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { RosterPreview } from "~/components/teach/RosterPreview";
import { RosterUpload } from "~/components/teach/RosterUpload";
import { teacherSeesName } from "~/models/school-students/accounts.server";
import {
  commitImport,
  importingClass,
  importRefusal,
  previewImport,
  readImportForm,
  readRoster,
} from "~/models/school-students/roster-import.server";
import { openRoster, signRoster } from "~/models/school-students/roster-token.server";
import { pageMeta } from "~/utils/meta";

export const handle: I18nHandle = { i18n: "teach" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "teach");
  const klass = await importingClass(request, context, params.classId, t);
  const meta = { title: t("import.meta.title", { name: klass.name }), description: t("import.meta.description") };
  return json({ meta, klass: { id: klass.id, name: klass.name, archived: klass.archivedAt !== null } }, { headers: noStore });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const t = await serverT(request, context, "teach");
  const klass = await importingClass(request, context, params.classId, t);
  const form = await readImportForm(request, t);
  const refuse = (message: string, status: number) =>
    json({ error: message, preview: null, token: null, done: null }, { status, headers: noStore });
  if (!form.ok) return refuse(form.message, form.status);
  const ids = { teacherId: klass.teacherId, classId: klass.id };
  let token: string;
  let roster;
  if (form.intent === "preview") {
    const read = readRoster(form.files, t);
    if (!read.ok) return refuse(read.message, read.status);
    roster = read.roster;
    token = signRoster(context.cookieSecret, { ...ids, roster });
  } else {
    roster = openRoster(context.cookieSecret, form.token, ids);
    if (!roster) return refuse(t("import.expired"), 400);
    token = form.token;
  }
  const asked = form.intent === "preview" ? "" : form.rosterClass;
  if (form.intent === "create") {
    const outcome = await commitImport(context.db, klass, roster, asked);
    if (!outcome.ok) return refuse(importRefusal(outcome, t), 409);
    const done = {
      made: outcome.made.map(teacherSeesName),
      here: outcome.plan.here.length,
      left: outcome.plan.left.length,
    };
    return json({ error: null, preview: null, token: null, done }, { headers: noStore });
  }
  const preview = await previewImport(context.db, klass, roster, { asked, timeZone: context.env.APP_TIME_ZONE, t });
  return json({ error: null, preview, token, done: null }, { headers: noStore });
}

export default function RosterImportPage() {
  const { klass } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const done = result?.done;
  const { t } = useTranslation("teach");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to={`/teach/classes/${klass.id}`} className="text-sm font-semibold text-indigo-700 hover:underline">
        ← {klass.name}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{t("import.title")}</h1>
      {klass.archived ? <FormAlert tone="info" title={t("import.archived")} message={t("class.join.archived")} /> : null}
      {result?.error ? <FormAlert title={t("import.notImported")} message={result.error} /> : null}
      {done ? (
        <section className="card mt-4 p-5" aria-labelledby="done-title" data-testid="import-done">
          <h2 id="done-title" className="text-2xl font-bold text-green-900">
            {done.made.length > 0 ? t("import.made", { count: done.made.length }) : t("import.upToDate")}
          </h2>
          {done.made.length > 0 ? <p className="mt-1 text-lg [overflow-wrap:anywhere]">{done.made.join(", ")}</p> : null}
          {done.here > 0 ? <p className="mt-1 text-slate-800">{t("import.here", { count: done.here })}</p> : null}
          {done.left > 0 ? <p className="mt-1 text-slate-800">{t("import.left", { count: done.left })}</p> : null}
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to={`/teach/classes/${klass.id}`} className="btn-primary">
              {t("import.back")}
            </Link>
            <Link to={`/teach/classes/${klass.id}/cards`} className="btn-secondary">
              {t("roster.printCards")}
            </Link>
          </p>
        </section>
      ) : null}
      {result?.preview && result.token ? <RosterPreview preview={result.preview} token={result.token} className={klass.name} /> : null}
      <RosterUpload again={Boolean(result?.preview || done)} />
    </div>
  );
}
