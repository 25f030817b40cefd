/**
 * Set homework: a game and level (one list, grouped by game), a goal, and the days it is open.
 * A plain form: it works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { agesLabel } from "~/i18n/ages-label";
import type { SetKind } from "~/games/sets/content";
import { describedBy, Field, FieldError, Label, SubmitButton } from "~/components/forms";

export interface HomeworkChoice {
  gameId: string;
  title: string;
  /** A multiplayer game: one a class can race. */
  raceable: boolean;
  /** Levels and skills named in the reader's language (homeworkChoices). */
  levels: {
    id: number;
    name: string;
    ages: readonly [min: number, max: number];
    skills: { id: string; name: string }[];
  }[];
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
/** A kind of set in a sentence ("word list"), beside a set's title in the lists. */
const KIND_IN_SENTENCE: Record<SetKind, string> = { words: "kinds.words", math: "kinds.math", quiz: "kinds.quiz" };

export function GameLevelOptions({ games, sets }: { games: HomeworkChoice[]; sets: SetChoice[] }) {
  const { t } = useTranslation("teach");
  const own = sets.length ? (
    <optgroup key="sets" label={t("home.yourSets")}>
      {sets.map((set) => (
        <option key={set.setId} value={`set:${set.setId}`}>
          {t("homeworkForm.setOption", { title: set.title, kind: t(KIND_IN_SENTENCE[set.kind]) })}
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
            {t("homeworkForm.levelOption", {
              game: game.title,
              level: level.id,
              name: level.name,
              ages: agesLabel(t, level.ages),
            })}
          </option>
        ))}
      </optgroup>
    )),
  ];
}

const GOAL_OPTIONS = [
  { value: "runs", label: "homeworkForm.goals.runs" },
  { value: "correct", label: "homeworkForm.goals.correct" },
  { value: "stars", label: "homeworkForm.goals.stars" },
  { value: "skill", label: "homeworkForm.goals.skill" },
] as const;

/** The skills a "master a skill" goal may ask, grouped by game and level (the level chosen above must be the skill's). */
function SkillOptions({ games }: { games: HomeworkChoice[] }) {
  const { t } = useTranslation("teach");
  return games.flatMap((game) =>
    game.levels
      .filter((level) => level.skills.length > 0)
      .map((level) => (
        <optgroup key={`${game.gameId}:${level.id}`} label={t("homeworkForm.levelGroup", { game: game.title, level: level.id })}>
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
  const { t } = useTranslation("teach");
  return (
    <Form method="post" className="card p-5" noValidate aria-labelledby="set-homework">
      <h2 id="set-homework" className="text-xl font-bold">
        {t("homeworkForm.title")}
      </h2>
      <Label htmlFor="hw-work" className={field}>
        {t("homeworkForm.work")}
      </Label>
      <select
        id="hw-work"
        name="work"
        className="input mt-1 w-full"
        required
        aria-describedby={describedBy("hw-work", { error: errors.gameId ?? errors.level })}
        defaultValue=""
      >
        <option value="">{t("homeworkForm.chooseWork")}</option>
        <GameLevelOptions games={games} sets={sets} />
      </select>
      <FieldError id="hw-work-error" message={errors.gameId ?? errors.level} />
      <div className="mt-1 flex flex-wrap gap-4">
        <div>
          <Label htmlFor="hw-goal" className={field}>
            {t("homeworkForm.goal")}
          </Label>
          <select id="hw-goal" name="goal" className="input mt-1" defaultValue="runs">
            {GOAL_OPTIONS.map((goal) => (
              <option key={goal.value} value={goal.value}>
                {t(goal.label)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t("homeworkForm.howMany")}
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
        {t("homeworkForm.skill")}
      </Label>
      <select
        id="hw-skill"
        name="skill"
        className="input mt-1 w-full"
        defaultValue=""
        aria-describedby={describedBy("hw-skill", { error: errors.skill })}
      >
        <option value="">{t("homeworkForm.noSkill")}</option>
        <SkillOptions games={games} />
      </select>
      <FieldError id="hw-skill-error" message={errors.skill} />
      <div className="mt-1 flex flex-wrap gap-4">
        <Field
          label={t("homeworkForm.startsOn")}
          name="startsOn"
          type="date"
          defaultValue={today}
          error={errors.startsOn}
          wrapperClassName="mt-4"
        />
        <Field
          label={t("homeworkForm.dueOn")}
          name="dueOn"
          type="date"
          defaultValue={weekOn}
          error={errors.dueOn}
          wrapperClassName="mt-4"
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">{t("homeworkForm.help")}</p>
      <SubmitButton name="intent" value="homework" className="btn-primary mt-4">
        {t("homeworkForm.title")}
      </SubmitButton>
    </Form>
  );
}
