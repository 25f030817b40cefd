/**
 * A class's skills view (issue 49): students × the skills of the class's homework, each cell
 * mastered, practising or not started, and the same table as CSV. The skills of a game's homework
 * are that game's skills at the homework's level (the ones its runs ask: the whole game would
 * put quadratics beside counting for a class of seven-year-olds); a set's homework is the set's one
 * skill. The estimates of the whole class come in one query.
 */
import { and, eq, inArray } from "drizzle-orm";
import { classStudents, skillEstimates } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { skillStatus, type SkillStatus } from "~/games/learning/model";
import { SKILLS, setSkillId } from "~/games/skills";
import { skillNameIn } from "~/games/skills/types";
import type { GameLanguage } from "~/games/types";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { csvLine } from "~/utils/csv";
import { SKILL_STATES, skillStateWords } from "~/utils/skill-states";
import type { Class } from "./classes.server";
import { classStudentsOf } from "./class-progress.server";
import { homeworkOf, type Homework } from "./homework.server";

export interface SkillColumn {
  id: string;
  name: string;
  game: string;
}

export interface ClassSkills {
  skills: SkillColumn[];
  /** Each cell an index in SKILL_STATES, in the order of `skills` (a page of 100 students stays small). */
  rows: { userId: string; name: string; cells: number[] }[];
}

/** The skills a homework practises, named in `language` (the reader's): its game's at its level, or its set's one (the set's title). */
export function homeworkSkills(work: Homework, language: GameLanguage = "en"): SkillColumn[] {
  if (work.setId !== null) return [{ id: setSkillId(work.setId), name: work.levelName, game: work.gameTitle }];
  const engine = engineForTitle(work.gameTitle);
  if (!engine) return [];
  return SKILLS[engine.key]
    .filter((skill) => skill.level === work.level)
    .map((skill) => ({ id: skill.id, name: skillNameIn(skill, language), game: work.gameTitle }));
}

/** The skills of every homework of the class, each once: games' skills in the order a child meets them, then sets'. */
function classSkillColumns(work: Homework[], language: GameLanguage): SkillColumn[] {
  const order = new Map(
    Object.values(SKILLS)
      .flatMap((skills) => skills.map((skill) => skill.id))
      .map((id, i) => [id, i]),
  );
  const columns = new Map(work.flatMap((one) => homeworkSkills(one, language)).map((skill) => [skill.id, skill]));
  const rank = (id: string) => order.get(id) ?? order.size;
  return [...columns.values()].sort((a, b) => rank(a.id) - rank(b.id));
}

/** The view, its skills named in `language` (the reader's). */
export async function classSkills(db: Queryable, klass: Class, language: GameLanguage = "en"): Promise<ClassSkills> {
  const [work, students] = await Promise.all([homeworkOf(db, klass.id), classStudentsOf(db, klass)]);
  const skills = classSkillColumns(work, language);
  if (skills.length === 0 || students.length === 0)
    return { skills, rows: students.map(({ userId, name }) => ({ userId, name, cells: [] })) };
  const estimates = await db
    .select({
      userId: skillEstimates.userId,
      skill: skillEstimates.skill,
      ability: skillEstimates.ability,
      answers: skillEstimates.answers,
      correct: skillEstimates.correct,
      guess: skillEstimates.guess,
    })
    .from(skillEstimates)
    .innerJoin(classStudents, and(eq(classStudents.userId, skillEstimates.userId), eq(classStudents.classId, klass.id)))
    .where(
      inArray(
        skillEstimates.skill,
        skills.map((skill) => skill.id),
      ),
    );
  const status = new Map<string, SkillStatus>(estimates.map((row) => [`${row.userId} ${row.skill}`, skillStatus(row, row.guess)]));
  return {
    skills,
    rows: students.map(({ userId, name }) => ({
      userId,
      name,
      cells: skills.map((skill) => SKILL_STATES.indexOf(status.get(`${userId} ${skill.id}`) ?? "not-started")),
    })),
  };
}

/** The view as CSV: a student per line, a skill per column, each cell in the page's words. */
export function classSkillsCsv({ skills, rows }: ClassSkills, t: TFunction = englishT("teach")): string {
  const header = [t("csv.student"), ...skills.map((skill) => `${skill.game}: ${skill.name}`)];
  return [
    csvLine(header),
    ...rows.map((row) => csvLine([row.name, ...row.cells.map((cell) => skillStateWords(SKILL_STATES[cell], t))])),
  ].join("");
}
