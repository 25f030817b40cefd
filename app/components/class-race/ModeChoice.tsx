/**
 * The race's mode on the host's forms (a game's page, a class's page): one radio per mode with its
 * one line of help, and how many teams for Teams. Plain inputs: it works without JavaScript.
 */
import { CLASS_RACE_MODES, MAX_TEAMS, MIN_TEAMS, MODE_HELP } from "~/utils/class-race-modes";
import { useTranslation } from "react-i18next";
import { Label } from "~/components/forms";

export function ModeChoice({ className = "" }: { className?: string }) {
  const { t } = useTranslation("race-form");
  return (
    <fieldset className={className}>
      <legend className="font-semibold text-slate-900">{t("modes.legend")}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {CLASS_RACE_MODES.map((mode, i) => (
          <Label
            key={mode}
            className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-slate-800 has-[:checked]:border-indigo-500"
          >
            <input type="radio" name="mode" value={mode} defaultChecked={i === 0} className="mt-1 h-5 w-5" />
            <span className="text-sm text-slate-600">
              <strong className="block text-base text-slate-800">{t(MODE_HELP[mode].name)}</strong>
              {t(MODE_HELP[mode].short)}
            </span>
          </Label>
        ))}
      </div>
      <Label className="mt-3 block text-sm font-semibold text-slate-800">
        {t("modes.teamsCount")}
        <select name="teams" defaultValue={MIN_TEAMS} className="input mt-1">
          {Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, i) => MIN_TEAMS + i).map((n) => (
            <option key={n} value={n}>
              {t("modes.teamsOption", { count: n })}
            </option>
          ))}
        </select>
      </Label>
    </fieldset>
  );
}
