/**
 * The counting rule: how far a student is with a homework. Any run of its game and level finished
 * inside its window counts, one finished after the due moment counts as late, and a run that broke
 * the human pace (no final score) counts for nothing. A run of 0 points is no finished run (as it
 * earns no coins and completes no challenge): its answers count, but not towards "finish 2 runs",
 * or a child could meet it by letting the clock run out twice.
 *
 * The database sums the runs that count, per homework and student, and answers the whole class in
 * one row of JSON: a class of 40 with 20 homework is 800 cells over thousands of runs, and reading
 * those runs one row each cost the teacher's page most of its time (docs/benchmarks.md). What a
 * goal measures and which status a cell has stay here, in one place.
 */
import { and, gt, inArray, sql } from "drizzle-orm";
import { skillEstimates } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { runStarTargets, starsFor } from "~/games/stars";
import type { StarTargets } from "~/games/types";
import type { HomeworkStatus } from "~/utils/classes";
import { engineOfRun } from "../runs/engines.server";
import type { Homework } from "./homework.server";

export interface HomeworkProgress {
  status: HomeworkStatus;
  /** Towards the target: runs, right answers, or the best stars of one run. */
  progress: number;
  /** Runs that scored (a 0-point run is not a finished one). */
  runs: number;
  answered: number;
  correct: number;
  /** Whole per cent of right answers in the runs that count; null before any. */
  accuracy: number | null;
}

/** One counted run of a stars homework: its score and answers, whether it came by the due moment, and the star targets it played for. */
interface Round {
  score: number;
  correct: number;
  answered: number;
  onTime: boolean;
  targets: StarTargets;
}

/** What counted for one student and one homework. */
interface Tally {
  runs: number;
  onTimeRuns: number;
  correct: number;
  onTimeCorrect: number;
  answered: number;
  /** Each counted run, for a stars goal only (stars are worked out per run). */
  rounds: Round[];
  /** A skill goal's skill, once the child has answered it: when they first mastered it (null: practising). */
  skill?: { masteredAt: Date | null };
}

type SumsRow = [
  homeworkId: string,
  userId: string,
  runs: number,
  onTimeRuns: number,
  correct: number,
  onTimeCorrect: number,
  answered: number,
];
type RoundRow = [
  homeworkId: string,
  userId: string,
  score: number,
  correct: number,
  answered: number,
  onTime: boolean,
  setVersionId: string | null,
];

/** The tallies of these students for this homework, by `${homeworkId} ${userId}`; no entry for a student with no counted run. */
export type Tallies = Map<string, Tally>;

/** Ids as one PostgreSQL array parameter. */
const uuids = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

const key = (homeworkId: string, userId: string) => `${homeworkId} ${userId}`;

/**
 * The runs that count (c), each with the homework it counts for: of its work (see isRunOf),
 * finished in its window or late, at a human pace. A game's homework and a set's join their runs
 * apart, each on plain columns, so that PostgreSQL estimates and hashes both; the students are a
 * hashed semi-join too (`= any(array)` would compare each run with every student).
 */
function countedRuns(userIds: string[], work: Homework[]) {
  const counts = sql`h.id = any(${uuids(work.map((w) => w.id))}) and r.user_id in (select unnest(${uuids(userIds)}))
                     and r.finished_at >= h.starts_at and r.final_score is not null`;
  const columns = sql`h.id as homework_id, h.due_at, r.user_id, r.final_score, r.correct, r.answered, r.finished_at, r.set_version_id`;
  return sql`from (select ${columns} from homework h join game_runs r on r.game_id = h.game_id and r.level = h.level and r.set_id is null where ${counts}
                   union all
                   select ${columns} from homework h join game_runs r on r.set_id = h.set_id where ${counts}) as c`;
}

/** Whether a run is of the homework's work (its set, or its game at its level) and finished since it started: the rule of countedRuns. */
export function isRunOf(work: Homework, run: { gameId: string; setId: string | null; level: number | null; finishedAt: Date }): boolean {
  const same =
    work.setId !== null ? run.setId === work.setId : run.setId === null && run.gameId === work.gameId && run.level === work.level;
  return same && run.finishedAt >= work.startsAt;
}

export async function homeworkTallies(db: Queryable, userIds: string[], work: Homework[]): Promise<Tallies> {
  if (userIds.length === 0 || work.length === 0) return new Map();
  // Stars are worked out per run, so a stars homework's runs come in a query of their own: listing
  // runs inside the sums would make the database sort every counted run instead of hashing.
  const starsWork = work.filter((w) => w.goal === "stars");
  const skillWork = work.filter((w) => w.skill !== null);
  const [[{ sums }], [{ rounds }], mastery] = await Promise.all([
    queryRows<{ sums: SumsRow[] | null }>(
      db,
      sql`select json_agg(json_build_array(homework_id, user_id, runs, on_time_runs, correct, on_time_correct, answered)) as sums
            from (select c.homework_id, c.user_id, (count(*) filter (where c.final_score > 0))::int as runs,
                         (count(*) filter (where c.final_score > 0 and c.finished_at < c.due_at))::int as on_time_runs,
                         sum(c.correct)::int as correct,
                         coalesce(sum(c.correct) filter (where c.finished_at < c.due_at), 0)::int as on_time_correct,
                         sum(c.answered)::int as answered
                    ${countedRuns(userIds, work)}
                   group by c.homework_id, c.user_id) as counted`,
    ),
    starsWork.length === 0
      ? [{ rounds: null }]
      : queryRows<{ rounds: RoundRow[] | null }>(
          db,
          sql`select json_agg(json_build_array(c.homework_id, c.user_id, c.final_score, c.correct, c.answered, c.finished_at < c.due_at, c.set_version_id)) as rounds
                ${countedRuns(userIds, starsWork)}`,
        ),
    skillMastery(db, userIds, skillWork),
  ]);
  const tallies: Tallies = new Map(
    (sums ?? []).map(([homeworkId, userId, runs, onTimeRuns, correct, onTimeCorrect, answered]) => [
      key(homeworkId, userId),
      { runs, onTimeRuns, correct, onTimeCorrect, answered, rounds: [] },
    ]),
  );
  for (const w of skillWork) {
    for (const userId of userIds) {
      const masteredAt = mastery.get(`${w.skill!.id} ${userId}`);
      if (masteredAt === undefined) continue;
      const k = key(w.id, userId);
      const tally = tallies.get(k) ?? { runs: 0, onTimeRuns: 0, correct: 0, onTimeCorrect: 0, answered: 0, rounds: [] };
      tallies.set(k, { ...tally, skill: { masteredAt } });
    }
  }
  const targetsOf = await roundTargets(db, starsWork, rounds ?? []);
  for (const [homeworkId, userId, score, correct, answered, onTime, versionId] of rounds ?? []) {
    const targets = targetsOf.get(`${homeworkId} ${versionId}`);
    if (targets) tallies.get(key(homeworkId, userId))?.rounds.push({ score, correct, answered, onTime, targets });
  }
  return tallies;
}

/**
 * The star targets each round played for, by `${homeworkId} ${setVersionId}`: a game's level's, or
 * the set's own as that run's version had them (a word list's or a quiz's length). A deleted set's
 * versions are gone: its runs are rated on its game's targets.
 */
async function roundTargets(db: Queryable, work: Homework[], rows: RoundRow[]): Promise<Map<string, StarTargets>> {
  const byId = new Map(work.map((w) => [w.id, w]));
  const targets = new Map<string, StarTargets>();
  for (const [homeworkId, , , , , , setVersionId] of rows) {
    const id = `${homeworkId} ${setVersionId}`;
    const w = byId.get(homeworkId);
    const game = w && engineForTitle(w.gameTitle);
    if (!w || !game || targets.has(id)) continue;
    const engine = (await engineOfRun(db, w.gameTitle, { setVersionId })) ?? game;
    targets.set(id, runStarTargets(engine, w.level ?? undefined));
  }
  return targets;
}

/**
 * When each student first mastered each goal's skill, by `${skill} ${userId}` (null: answered, not
 * mastered; no entry: never answered), in one query for the class. Mastered once stays done: the
 * homework does not undo itself if a later wrong answer lowers the estimate.
 */
async function skillMastery(db: Queryable, userIds: string[], work: Homework[]): Promise<Map<string, Date | null>> {
  if (work.length === 0) return new Map();
  const skills = [...new Set(work.map((w) => w.skill!.id))];
  const rows = await db
    .select({ userId: skillEstimates.userId, skill: skillEstimates.skill, masteredAt: skillEstimates.masteredAt })
    .from(skillEstimates)
    .where(and(inArray(skillEstimates.userId, userIds), inArray(skillEstimates.skill, skills), gt(skillEstimates.answers, 0)));
  return new Map(rows.map((row) => [`${row.skill} ${row.userId}`, row.masteredAt]));
}

/** The best stars of one round among `rounds`, as its results showed them (a score and enough right answers). */
function bestStars(rounds: Round[]): number {
  return Math.max(0, ...rounds.map((round) => starsFor(round.targets, round)));
}

/** One student's progress with one homework, from the class's tallies. */
export function progressOf(work: Homework, userId: string, tallies: Tallies): HomeworkProgress {
  const tally = tallies.get(key(work.id, userId));
  if (work.goal === "skill") return skillProgress(work, tally);
  if (!tally) return { status: "not-started", progress: 0, runs: 0, answered: 0, correct: 0, accuracy: null };
  const [onTime, all] =
    work.goal === "runs"
      ? [tally.onTimeRuns, tally.runs]
      : work.goal === "correct"
        ? [tally.onTimeCorrect, tally.correct]
        : [bestStars(tally.rounds.filter((round) => round.onTime)), bestStars(tally.rounds)];
  const status: HomeworkStatus = onTime >= work.target ? "done" : all >= work.target ? "late" : "in-progress";
  return {
    status,
    progress: Math.min(all, work.target),
    runs: tally.runs,
    answered: tally.answered,
    correct: tally.correct,
    accuracy: tally.answered > 0 ? Math.round((100 * tally.correct) / tally.answered) : null,
  };
}

/** A skill goal: done when the child mastered the skill by the due moment, late after it, in progress while practising it. */
function skillProgress(work: Homework, tally: Tally | undefined): HomeworkProgress {
  const masteredAt = tally?.skill?.masteredAt ?? null;
  const status: HomeworkStatus =
    masteredAt !== null ? (masteredAt < work.dueAt ? "done" : "late") : tally?.skill || tally?.answered ? "in-progress" : "not-started";
  const answered = tally?.answered ?? 0;
  const correct = tally?.correct ?? 0;
  return {
    status,
    progress: masteredAt !== null ? 1 : 0,
    runs: tally?.runs ?? 0,
    answered,
    correct,
    accuracy: answered > 0 ? Math.round((100 * correct) / answered) : null,
  };
}
