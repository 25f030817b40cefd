import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { levelNameIn, type Level } from "~/games/levels";
import { useReaderGameLanguage } from "~/i18n/reader-game-language";
import { DEFAULT_SEATS, MAX_SEATS, RACE_MINUTES } from "~/utils/class-race";
import { loginPath } from "~/utils/login";
import { Label, SubmitButton } from "~/components/forms";
import { ModeChoice } from "./ModeChoice";

interface Props {
  gameId: string;
  signedIn: boolean;
  levels: readonly Pick<Level, "id" | "name" | "es">[];
  defaultLevel: number;
  pagePath: string;
}

/**
 * "Host a class race" on a multiplayer game's page: one code for a whole class, a projector view
 * for the host. A plain form: it works without JavaScript.
 */
export function HostClassRace({ gameId, signedIn, levels, defaultLevel, pagePath }: Props) {
  const { t } = useTranslation("classrace");
  const language = useReaderGameLanguage();
  return (
    <section id="class-race" aria-labelledby="class-race-heading" className="card p-5">
      <h2 id="class-race-heading" className="text-xl font-bold text-slate-900">
        {t("host.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("host.intro")}</p>
      {signedIn ? (
        <Form method="post" action="/class-races/new" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="gameId" value={gameId} />
          {levels.length ? (
            <Label className="block text-sm font-semibold text-slate-800">
              {t("host.level")}
              <select name="level" defaultValue={defaultLevel} className="input mt-1">
                {levels.map((level) => (
                  <option key={level.id} value={level.id}>
                    {level.id}. {levelNameIn(level, language)}
                  </option>
                ))}
              </select>
            </Label>
          ) : null}
          <Label className="block text-sm font-semibold text-slate-800">
            {t("host.seats", { max: MAX_SEATS })}
            <input type="number" name="seats" min={2} max={MAX_SEATS} defaultValue={DEFAULT_SEATS} required className="input mt-1" />
          </Label>
          <Label className="block text-sm font-semibold text-slate-800">
            {t("classForm.length", { ns: "race-form" })}
            <select name="minutes" defaultValue={RACE_MINUTES[0]} className="input mt-1">
              {RACE_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t("classForm.minutes", { count: minutes, ns: "race-form" })}
                </option>
              ))}
            </select>
          </Label>
          <ModeChoice className="sm:col-span-2" />
          <Label className="flex items-center gap-2 text-slate-800 sm:col-span-2">
            <input type="checkbox" name="visitors" defaultChecked className="h-5 w-5" />
            {t("host.visitors")}
          </Label>
          <div className="sm:col-span-2">
            <SubmitButton className="btn-primary">{t("host.submit")}</SubmitButton>
          </div>
        </Form>
      ) : (
        <Link to={loginPath(`${pagePath}#class-race`)} className="btn-secondary mt-3">
          {t("host.signIn")}
        </Link>
      )}
    </section>
  );
}

/** On a player's run of a class race: whose race it is, their place (live), and the way back to its podium. */
export function ClassRaceBanner({
  race,
  finished,
  children,
}: {
  race: { id: string; code: string };
  finished: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("classrace");
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
      <p>
        {t("banner.race")} <span className="font-mono font-bold">{race.code}</span>
        {finished ? t("banner.finished") : t("banner.going")}
      </p>
      {children}
      {finished ? (
        <Link to={`/class-races/${race.id}/play`} className="btn-primary">
          {t("banner.podium")}
        </Link>
      ) : null}
    </div>
  );
}
