/**
 * Set homework: a game and level (one list, grouped by game), a goal, and the days it is open.
 * A plain form: it works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { SET_KIND_NAMES, type SetKind } from "~/games/sets/content";
import { describedBy, Field, FieldError, Label, SubmitButton } from "~/components/forms";

export interface HomeworkChoice {
  gameId: string;
  title: string;
  /** A multiplayer game: one a class can race. */
  raceable: boolean;
  levels: { id: number; name: string; ages: string; skills: { id: string; name: string }[] }[];
}

/** One of the teacher's own sets (/teach/sets), offered beside the games' levels. */
export interface SetChoice {
  setId: string;
  title: string;
  kind: SetKind;
}

/**
 * A class form's one list of games and levels, grouped by game; each option sends "{gameId}:{level}".
 * The teacher's sets come first, each sending "set:{setId}".
 */
export function GameLevelOptions({ games, sets }: { games: HomeworkChoice[]; sets: SetChoice[] }) {
  const own = sets.length ? (
    <optgroup key="sets" label="Your sets">
      {sets.map((set) => (
        <option key={set.setId} value={`set:${set.setId}`}>
          {`${set.title} (${SET_KIND_NAMES[set.kind].toLowerCase()})`}
        </option>
      ))}
    </optgroup>
  ) : null;
  return [
    own,
    ...games.map((game) => (
      <optgroup key={game.gameId} label={game.title}>
        {game.levels.map((level) => (
          <option key={level.id} value={`${game.gameId}:${level.id}`}>
            {`${game.title}, level ${level.id}: ${level.name} (${level.ages})`}
          </option>
        ))}
      </optgroup>
    )),
  ];
}

const GOAL_OPTIONS = [
  { value: "runs", label: "Finish a number of runs" },
  { value: "correct", label: "Answer a number of questions right" },
  { value: "stars", label: "Reach a number of stars in one run (1 to 3)" },
  { value: "skill", label: "Master a skill (choose it below)" },
] as const;

/** The skills a "master a skill" goal may ask, grouped by game and level (the level chosen above must be the skill's). */
function SkillOptions({ games }: { games: HomeworkChoice[] }) {
  return games.flatMap((game) =>
    game.levels
      .filter((level) => level.skills.length > 0)
      .map((level) => (
        <optgroup key={`${game.gameId}:${level.id}`} label={`${game.title}, level ${level.id}`}>
          {level.skills.map((skill) => (
            <option key={skill.id} value={skill.id}>
              {skill.name}
            </option>
          ))}
        </optgroup>
      )),
  );
}

export function HomeworkForm({
  games,
  sets,
  today,
  weekOn,
  errors,
}: {
  games: HomeworkChoice[];
  sets: SetChoice[];
  today: string;
  weekOn: string;
  errors: Partial<Record<string, string>>;
}) {
  const field = "mt-4 block font-medium text-slate-900";
  return (
    <Form method="post" className="card p-5" noValidate aria-labelledby="set-homework">
      <h2 id="set-homework" className="text-xl font-bold">
        Set homework
      </h2>
      <Label htmlFor="hw-work" className={field}>
        Game and level
      </Label>
      <select
        id="hw-work"
        name="work"
        className="input mt-1 w-full"
        required
        aria-describedby={describedBy("hw-work", { error: errors.gameId ?? errors.level })}
        defaultValue=""
      >
        <option value="">Choose a game and level</option>
        <GameLevelOptions games={games} sets={sets} />
      </select>
      <FieldError id="hw-work-error" message={errors.gameId ?? errors.level} />
      <div className="mt-1 flex flex-wrap gap-4">
        <div>
          <Label htmlFor="hw-goal" className={field}>
            Goal
          </Label>
          <select id="hw-goal" name="goal" className="input mt-1" defaultValue="runs">
            {GOAL_OPTIONS.map((goal) => (
              <option key={goal.value} value={goal.value}>
                {goal.label}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="How many"
          name="target"
          type="number"
          min={1}
          defaultValue={3}
          error={errors.target}
          wrapperClassName="mt-4"
          className="input w-28"
        />
      </div>
      <Label htmlFor="hw-skill" className={field}>
        Skill to master (for the goal &quot;Master a skill&quot;)
      </Label>
      <select
        id="hw-skill"
        name="skill"
        className="input mt-1 w-full"
        defaultValue=""
        aria-describedby={describedBy("hw-skill", { error: errors.skill })}
      >
        <option value="">No skill</option>
        <SkillOptions games={games} />
      </select>
      <FieldError id="hw-skill-error" message={errors.skill} />
      <div className="mt-1 flex flex-wrap gap-4">
        <Field label="Starts on" name="startsOn" type="date" defaultValue={today} error={errors.startsOn} wrapperClassName="mt-4" />
        <Field label="Due by the end of" name="dueOn" type="date" defaultValue={weekOn} error={errors.dueOn} wrapperClassName="mt-4" />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Any finished game at that level counts, with the game&apos;s usual rewards: homework pays no extra coins. A skill is mastered when
        the child answers its questions right with confidence, over several games.
      </p>
      <SubmitButton name="intent" value="homework" className="btn-primary mt-4">
        Set homework
      </SubmitButton>
    </Form>
  );
}
