/**
 * "Race with this class" on a class's page: its students find the race on their own pages and
 * join with one button; the race's code still works for anyone else the teacher lets in. A plain
 * form: it works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RACE_MINUTES } from "~/utils/class-race";
import { GameLevelOptions, type HomeworkChoice, type SetChoice } from "./HomeworkForm";
import { Label, SubmitButton } from "~/components/forms";
import { ModeChoice } from "~/components/class-race/ModeChoice";

export function ClassRaceForm({ classId, games, sets }: { classId: string; games: HomeworkChoice[]; sets: SetChoice[] }) {
  const field = "mt-4 block font-medium text-slate-900";
  const { t } = useTranslation("race-form");
  return (
    <Form method="post" action="/class-races/new" className="card p-5" aria-labelledby="race-class-title">
      <h2 id="race-class-title" className="text-xl font-bold">
        {t("classForm.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("classForm.intro")}</p>
      <input type="hidden" name="classId" value={classId} />
      <Label htmlFor="race-work" className={field}>
        {t("classForm.work")}
      </Label>
      <select id="race-work" name="work" className="input mt-1 w-full" required>
        <GameLevelOptions games={games.filter((game) => game.raceable)} sets={sets} />
      </select>
      <Label htmlFor="race-minutes" className={field}>
        {t("classForm.length")}
      </Label>
      <select id="race-minutes" name="minutes" defaultValue={RACE_MINUTES[0]} className="input mt-1">
        {RACE_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t("classForm.minutes", { count: minutes })}
          </option>
        ))}
      </select>
      <ModeChoice className="mt-4" />
      <Label className="mt-4 flex items-center gap-2 text-slate-800">
        <input type="checkbox" name="visitors" className="h-5 w-5" />
        {t("classForm.visitors")}
      </Label>
      <SubmitButton className="btn-primary mt-4">{t("classForm.submit")}</SubmitButton>
    </Form>
  );
}
