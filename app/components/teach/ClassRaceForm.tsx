/**
 * "Race with this class" on a class's page: its students find the race on their own pages and
 * join with one button; the race's code still works for anyone else the teacher lets in. A plain
 * form: it works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { RACE_MINUTES } from "~/utils/class-race";
import { GameLevelOptions, type HomeworkChoice, type SetChoice } from "./HomeworkForm";
import { Label, SubmitButton } from "~/components/forms";
import { ModeChoice } from "~/components/class-race/ModeChoice";

export function ClassRaceForm({ classId, games, sets }: { classId: string; games: HomeworkChoice[]; sets: SetChoice[] }) {
  const field = "mt-4 block font-medium text-slate-900";
  return (
    <Form method="post" action="/class-races/new" className="card p-5" aria-labelledby="race-class-title">
      <h2 id="race-class-title" className="text-xl font-bold">
        Race with this class
      </h2>
      <p className="mt-1 text-slate-700">
        Your students see the race on their Games page and join with one button, no code to type. You follow them on the projector view.
      </p>
      <input type="hidden" name="classId" value={classId} />
      <Label htmlFor="race-work" className={field}>
        Game and level
      </Label>
      <select id="race-work" name="work" className="input mt-1 w-full" required>
        <GameLevelOptions games={games.filter((game) => game.raceable)} sets={sets} />
      </select>
      <Label htmlFor="race-minutes" className={field}>
        Race length
      </Label>
      <select id="race-minutes" name="minutes" defaultValue={RACE_MINUTES[0]} className="input mt-1">
        {RACE_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 1 ? "1 minute" : `${minutes} minutes`}
          </option>
        ))}
      </select>
      <ModeChoice className="mt-4" />
      <Label className="mt-4 flex items-center gap-2 text-slate-800">
        <input type="checkbox" name="visitors" className="h-5 w-5" />
        Also let visitors without an account join with the race&apos;s code
      </Label>
      <SubmitButton className="btn-primary mt-4">Open a race for the class</SubmitButton>
    </Form>
  );
}
