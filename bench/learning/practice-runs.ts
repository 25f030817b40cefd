/**
 * Practice runs (app/games/learning/practice.ts) as a learner plays them: each run is planned from
 * the estimates at its start (as the server plans it when the run starts; the estimates move when a
 * run finishes), and a question missed comes back as a review in the next run. The bench has no
 * clock, so it does not run the review schedule (FSRS): every miss is due at the next run.
 */
import { practicePlan, type LastRun } from "../../app/games/learning/practice";
import type { Estimate } from "../../app/games/learning/model";
import type { GameKey, QuestionItem } from "../../app/games/types";
import { stateAt } from "./answer";
import type { Runs } from "./play";

/** Practice run after practice run of `game`, `length` questions each (fewer when the planner finds fewer). */
export function practiceRuns(game: GameKey, seed: string, length: number): Runs {
  let due: QuestionItem[] = [];
  let last: LastRun | undefined;
  return function* (n, knowledge) {
    const estimates = new Map<string, Estimate>([...knowledge].map(([skill, known]) => [skill, known.estimate]));
    const plan = practicePlan(game, { estimates, reviews: due, seed: `${seed}:practice-${n}`, length, last });
    due = due.filter((item) => !plan.includes(item));
    last = { answered: 0, right: 0 };
    for (const item of plan) {
      const answered = yield stateAt(item.address);
      last.answered += 1;
      last.right += answered.correct ? 1 : 0;
      if (!answered.correct) due.push(item);
    }
  };
}
