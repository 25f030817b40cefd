/** /class-races: My Races, the class races this user hosted in the last 30 days, with their reports. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/models/auth.server";
import { racesOfHost, REPORT_DAYS } from "~/models/class-races/races.server";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { fixedT } from "~/i18n/messages.server";
import { languageOf } from "~/models/language.server";
import { pageMeta } from "~/utils/meta";

export const handle: I18nHandle = { i18n: "classrace" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await languageOf(request, context);
  const t = fixedT(language, "classrace");
  const user = await requireUser(request, context, {
    toast: { title: t("signInRequired"), description: t("myRacesPage.signIn") },
  });
  const races = await racesOfHost(context.db, user.id);
  return json({
    meta: { title: t("myRaces"), description: t("myRacesPage.meta") },
    races: races.map((r) => ({ ...r, createdAt: formatMoment(r.createdAt, language, context.env.APP_TIME_ZONE) })),
    days: REPORT_DAYS,
  });
}

const STATUS = { lobby: "myRacesPage.status.lobby", playing: "status.playing", finished: "status.finished" } as const;

export default function MyRaces() {
  const { races, days } = useLoaderData<typeof loader>();
  const { t } = useTranslation("classrace");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("myRaces")}</h1>
      <p className="mt-2 text-slate-700">{t("myRacesPage.intro", { days })}</p>
      {races.length === 0 ? (
        <div className="card mt-6 p-6 text-center">
          <p className="text-lg font-semibold">{t("myRacesPage.none")}</p>
          <Link to="/games" className="btn-primary mt-4">
            {t("browseGames")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="my-races">
          {races.map((race) => (
            <li key={race.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-bold text-slate-900">
                  {race.gameTitle} <span className="font-mono text-slate-600">{race.inviteCode}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {race.createdAt} · {t("report.players", { count: race.players })} · {t(STATUS[race.status])}
                </p>
              </div>
              <Link
                to={race.status === "finished" ? `/class-races/${race.id}/report` : `/class-races/${race.id}`}
                className="btn-secondary"
              >
                {race.status === "finished" ? t("myRacesPage.report") : t("myRacesPage.projector")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
