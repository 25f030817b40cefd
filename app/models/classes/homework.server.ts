/**
 * Homework: a game at a level (or one of the teacher's sets, played on its game's stage), a goal
 * and a window of whole days (APP_TIME_ZONE). Progress is read from the students' ordinary
 * finished runs, which the server scored (the counting rule is in ./homework-progress.server.ts).
 * Homework pays nothing of its own, so it adds no coins beyond the game's own daily limits.
 */
import type { TFunction } from "i18next";
import { englishT, fixedT } from "~/i18n/messages.server";
import { isLanguage, type Language } from "~/i18n/config";
import { and, asc, desc, eq, getTableColumns } from "drizzle-orm";
import { z } from "zod";
import { games, homework, teacherSets } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import type { SetKind } from "~/games/sets/content";
import { teachersSet } from "../sets/sets.server";
import { gameLanguageOf } from "~/games/language";
import { levelFor, levelNameIn } from "~/games/levels";
import { skillById, type Skill } from "~/games/skills";
import { skillNameIn } from "~/games/skills/types";
import { skillInSentence } from "~/games/skills/words";
import { nextDay, startOfDay } from "~/utils/dates";
import { playPath } from "~/utils/slug";
import type { Class } from "./classes.server";
import type { HomeworkStatus } from "~/utils/classes";

export type { HomeworkStatus };

export const GOALS = {
  runs: { label: "Finish runs", max: 50 },
  correct: { label: "Answer questions right", max: 500 },
  stars: { label: "Reach stars in one run", max: 3 },
  /** Master one skill of the game's level (issue 49): done when the child's estimate says mastered. */
  skill: { label: "Master a skill", max: 1 },
} as const;
export type Goal = keyof typeof GOALS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) => z.string({ required_error: message }).regex(DAY, message);

/** The most a goal may ask, in the reader's words ("At most 50 runs."). */
const TOO_MANY = {
  runs: "homework.problems.maxRuns",
  correct: "homework.problems.maxCorrect",
  stars: "homework.problems.maxStars",
} as const;

/** The homework form, its problems in the reader's words (`t`: the "teach" messages; English by default). */
export const homeworkForm = (t: TFunction = englishT("teach")) =>
  z
    .object({
      intent: z.literal("homework"),
      gameId: z.string().uuid(t("homework.problems.game")).optional(),
      level: z.coerce
        .number({ invalid_type_error: t("homework.problems.level") })
        .int(t("homework.problems.level"))
        .min(1, t("homework.problems.level"))
        .optional(),
      /** One of the teacher's sets instead of a game and level. */
      setId: z.string().uuid(t("homework.problems.game")).optional(),
      goal: z.enum(["runs", "correct", "stars", "skill"], { errorMap: () => ({ message: t("homework.problems.goal") }) }),
      /** A "skill" goal has no number: mastering the skill is the whole of it. */
      target: z.coerce
        .number({ invalid_type_error: t("homework.problems.number") })
        .int(t("homework.problems.whole"))
        .min(1, t("homework.problems.atLeastOne"))
        .optional(),
      /** The skill a "skill" goal asks for ("math-quest:times-7"); sent by every form, read only for that goal. */
      skill: z.string().max(100).optional(),
      startsOn: day(t("homework.problems.startsOn")),
      dueOn: day(t("homework.problems.dueOn")),
    })
    .superRefine((form, ctx) => {
      if (form.setId === undefined && form.gameId === undefined)
        ctx.addIssue({ code: "custom", path: ["gameId"], message: t("homework.problems.game") });
      if (form.setId === undefined && form.level === undefined)
        ctx.addIssue({ code: "custom", path: ["level"], message: t("homework.problems.level") });
      if (form.goal === "skill") {
        if (!form.skill) ctx.addIssue({ code: "custom", path: ["skill"], message: t("homework.problems.skill") });
        if (form.setId !== undefined) ctx.addIssue({ code: "custom", path: ["skill"], message: t("homework.problems.setSkill") });
      } else if (form.target === undefined) {
        ctx.addIssue({ code: "custom", path: ["target"], message: t("homework.problems.number") });
      } else {
        const { max } = GOALS[form.goal];
        if (form.target > max) ctx.addIssue({ code: "custom", path: ["target"], message: t(TOO_MANY[form.goal], { max }) });
      }
      if (form.dueOn < form.startsOn) ctx.addIssue({ code: "custom", path: ["dueOn"], message: t("homework.problems.dueBeforeStart") });
    });

export type HomeworkForm = z.infer<ReturnType<typeof homeworkForm>>;

export interface Homework {
  id: string;
  gameId: string;
  gameTitle: string;
  /** The game's level, or null for homework on a teacher's set (`setId`). */
  level: number | null;
  setId: string | null;
  /** The level's name, or the set's title. */
  levelName: string;
  goal: Goal;
  target: number;
  /** A "skill" goal's skill; null for every other goal. */
  skill: Skill | null;
  startsAt: Date;
  dueAt: Date;
  /** "Math Quest: Number Crunch, level 3 (Times tables): finish 2 runs". */
  title: string;
  /** The play page at the homework's level, or the set's page. */
  playHref: string;
}

/** The level's name in `language` (the title's), or "Level 3" for a level the game no longer has. */
function levelName(gameTitle: string, level: number, t: TFunction, language: Language): string {
  const engine = engineForTitle(gameTitle);
  const found = engine && levelFor(engine.key, level);
  return found ? levelNameIn(found, gameLanguageOf(language)) : t("title.levelNumber", { level });
}

/**
 * What the goal asks, in a teacher's and a child's words (`t`: "homework-titles"; `language`: the
 * skill's name): "finish 2 runs", "get 3 stars in one run", "master the 7 times table".
 */
export function goalWords(
  goal: Goal,
  target: number,
  skill: Skill | null = null,
  t: TFunction = englishT("homework-titles"),
  language: Language = "en",
): string {
  if (goal === "skill")
    return t("goals.skill", { skill: skillInSentence(skill ? skillNameIn(skill, gameLanguageOf(language)) : t("title.aSkill")) });
  const key = { runs: "goals.runs", correct: "goals.correct", stars: "goals.stars" }[goal];
  return t(key, { count: target });
}

type HomeworkRow = typeof homework.$inferSelect & {
  gameTitle: string;
  category: string;
  setTitle: string | null;
  setKind: SetKind | null;
};

/**
 * A homework as its pages show it: its title in its own language, the teacher's when they set it
 * (docs/decisions/homework-titles.md), for the teacher and every student alike.
 */
export function toHomework(row: HomeworkRow): Homework {
  const { id, gameId, gameTitle, goal, target, startsAt, dueAt } = row;
  const language = isLanguage(row.language) ? row.language : "en";
  const t = fixedT(language, "homework-titles");
  const skill = row.skill !== null ? (skillById(row.skill) ?? null) : null;
  const shared = { id, gameId, gameTitle, goal, target, skill, startsAt, dueAt };
  if (row.setId !== null || row.level === null) {
    // "Week 3 spelling (word list on Word Adventure): finish 2 runs"
    const name = row.setTitle ?? t("title.aSet"); // (only null to the left join: a deleted set keeps its row)
    const kind = t(row.setKind ? SET_KIND_KEYS[row.setKind] : "kinds.set");
    return {
      ...shared,
      level: null,
      setId: row.setId,
      levelName: name,
      title: t("title.set", { name, kind, game: row.gameTitle, goal: goalWords(row.goal, row.target, null, t) }),
      playHref: `/play/set/${row.setId}`,
    };
  }
  const name = levelName(row.gameTitle, row.level, t, language);
  return {
    ...shared,
    level: row.level,
    setId: null,
    levelName: name,
    title: t("title.level", { game: row.gameTitle, level: row.level, name, goal: goalWords(row.goal, row.target, skill, t, language) }),
    playHref: `${playPath({ category: row.category, title: row.gameTitle })}?level=${row.level}`,
  };
}

/** A set's kind inside a homework's title ("word list"). */
const SET_KIND_KEYS = { words: "kinds.words", math: "kinds.math", quiz: "kinds.quiz" } as const;

/** Homework's columns with its game's title and its set's (left-joined: `withSet`). */
export const homeworkColumns = {
  ...getTableColumns(homework),
  gameTitle: games.title,
  category: games.category,
  setTitle: teacherSets.title,
  setKind: teacherSets.kind,
};
export const withSet = eq(teacherSets.id, homework.setId);

export type CreateHomeworkOutcome = { ok: true; homework: Homework } | { ok: false; field: keyof HomeworkForm; message: string };

/** Sets homework for the class: the level must be one of the game's (or the set the teacher's own), the window whole days. */
export async function createHomework(
  db: Queryable,
  klass: Class,
  form: HomeworkForm,
  timeZone: string,
  t: TFunction = englishT("teach"),
  /** The teacher's language: the homework's title is in it, for every student (homework.language). */
  language: Language = "en",
): Promise<CreateHomeworkOutcome> {
  if (form.setId !== undefined) {
    // Only the class teacher's own sets, and not a deleted one.
    const work = await teachersSet(db, klass.teacherId, form.setId);
    if (!work) return { ok: false, field: "gameId", message: t("homework.problems.gameOrSet") };
    return insertHomework(
      db,
      klass,
      { ...form, skill: undefined, gameId: work.game.id, level: null, setId: form.setId },
      timeZone,
      language,
    );
  }
  const [game] = await db.select({ title: games.title, isPremium: games.isPremium }).from(games).where(eq(games.id, form.gameId!));
  const engine = game && engineForTitle(game.title);
  if (!engine) return { ok: false, field: "gameId", message: t("homework.problems.game") };
  // Every student must be able to play it: not a game some would have to buy.
  if (game.isPremium) return { ok: false, field: "gameId", message: t("homework.problems.premium") };
  if (!levelFor(engine.key, form.level!)) return { ok: false, field: "level", message: t("homework.problems.gameLevel") };
  if (form.goal !== "skill")
    return insertHomework(
      db,
      klass,
      { ...form, skill: undefined, gameId: form.gameId!, level: form.level!, setId: null },
      timeZone,
      language,
    );
  // The skill must be one the homework's runs ask: of this game, at this level.
  const skill = skillById(form.skill!);
  if (skill?.game !== engine.key || skill.level !== form.level)
    return { ok: false, field: "skill", message: t("homework.problems.skillLevel") };
  return insertHomework(db, klass, { ...form, target: 1, gameId: form.gameId!, level: form.level!, setId: null }, timeZone, language);
}

async function insertHomework(
  db: Queryable,
  klass: Class,
  form: Omit<HomeworkForm, "gameId" | "level" | "setId"> & { gameId: string; level: number | null; setId: string | null },
  timeZone: string,
  language: Language,
): Promise<CreateHomeworkOutcome> {
  const [row] = await db
    .insert(homework)
    .values({
      classId: klass.id,
      gameId: form.gameId,
      level: form.level,
      setId: form.setId,
      goal: form.goal,
      target: form.target!,
      skill: form.goal === "skill" ? form.skill : null,
      startsAt: startOfDay(form.startsOn, timeZone),
      // Due at the end of the due day.
      dueAt: startOfDay(nextDay(form.dueOn), timeZone),
      language,
    })
    .returning({ id: homework.id });
  const [created] = await homeworkOf(db, klass.id, row.id);
  return { ok: true, homework: created };
}

/** The class's homework (or one of it), due last first. */
export async function homeworkOf(db: Queryable, classId: string, homeworkId?: string): Promise<Homework[]> {
  const rows = await db
    .select(homeworkColumns)
    .from(homework)
    .innerJoin(games, eq(games.id, homework.gameId))
    .leftJoin(teacherSets, withSet)
    .where(and(eq(homework.classId, classId), homeworkId ? eq(homework.id, homeworkId) : undefined))
    .orderBy(desc(homework.dueAt), asc(homework.createdAt));
  return rows.map(toHomework);
}

export async function removeHomework(db: Queryable, classId: string, homeworkId: string): Promise<boolean> {
  const gone = await db
    .delete(homework)
    .where(and(eq(homework.classId, classId), eq(homework.id, homeworkId)))
    .returning({ id: homework.id });
  return gone.length > 0;
}
