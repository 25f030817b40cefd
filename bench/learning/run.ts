/**
 * `npm run bench:learning` — the learning bench (issue 49 item 7; docs/benchmarks.md, "Learning").
 *
 * Simulates BENCH_LEARNERS learners (default 1,000), each with a true level and hidden abilities
 * per skill in every game (learner.ts: a 3PL item-response model), answering the real questions
 * through the real engines, their estimates moved by the app's own knowledge model
 * (app/games/learning/model.ts). Pure modules only: no server, no database. Deterministic from
 * BENCH_SEED. BENCH_GAMES (comma-separated) narrows the games.
 *
 * Reports, beside the machine's load average: placement within one level of the true level (and,
 * to see how much rests on the check's own assumptions, with levels closer and further apart in
 * the learners' world than the check assumes); the share of learners right 65-90 % of the time in
 * practice; answers to the first mastered skill with practice and with the fixed level mix, and
 * their ratio. Targets are reported as PASS/MISS, never enforced; the exit code is 1 only when
 * the harness fails.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { gameKeys } from "../../app/games";
import { rngFor } from "../../app/games/random";
import type { GameKey } from "../../app/games/types";
import {
  MASTERY_HEADER,
  masteryRatio,
  masteryRow,
  percent,
  PLACEMENT_HEADER,
  placementRow,
  PRACTICE_HEADER,
  practiceInBand,
  practiceRow,
  TARGETS,
  withinOne,
} from "./figures";
import { makeLearner } from "./learner";
import { learnerGame, type LearnerGameResult } from "./learner-game";
import { takePlacement } from "./placement-check";

const learners = Number(process.env.BENCH_LEARNERS ?? 1000);
const seed = process.env.BENCH_SEED ?? "cleverplay-learning";
const games = (process.env.BENCH_GAMES?.split(",") ?? gameKeys) as GameKey[];
/** Logits between levels in the learners' world for the sensitivity rows (the check assumes 1.5). */
const SENSITIVITY = [1, 2];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

const loadAtStart = load();
const started = performance.now();
const results: LearnerGameResult[] = [];
const sensitivity = new Map(SENSITIVITY.map((k) => [k, [] as Array<{ placed: number; trueLevel: number }>]));
for (let i = 0; i < learners; i++) {
  const learner = makeLearner(`${seed}:${i}`);
  for (const game of games) results.push(learnerGame(learner[game]));
  for (const k of SENSITIVITY) {
    const other = makeLearner(`${seed}:${i}`, k);
    for (const game of games) {
      const placed = takePlacement(other[game], new Map(), rngFor(other[game].seed, `${game}:placement`));
      sensitivity.get(k)!.push({ placed, trueLevel: other[game].trueLevel });
    }
  }
}
const seconds = (performance.now() - started) / 1000;

const byGame = [...games.map((game) => [game, results.filter((r) => r.game === game)] as const), ["all games", results] as const];
const placed = withinOne(results.map((r) => ({ placed: r.placed.withAge, trueLevel: r.trueLevel })));
const verdict = (pass: boolean) => (pass ? "PASS" : "MISS");
console.log(`learning bench: ${learners} learners × ${games.length} games, seed "${seed}", ${seconds.toFixed(1)} s\n`);
console.log([...PLACEMENT_HEADER, ...byGame.map(([name, rows]) => placementRow(name, rows))].join("\n"));
console.log(
  `\nPlacement with levels ${SENSITIVITY.join(" and ")} logits apart in the learners' world (the check assumes 1.5): ` +
    SENSITIVITY.map((k) => percent(withinOne(sensitivity.get(k)!))).join(" and ") +
    " within one level",
);
console.log(`\n${[...PRACTICE_HEADER, ...byGame.map(([name, rows]) => practiceRow(name, rows))].join("\n")}`);
console.log(`\n${[...MASTERY_HEADER, ...byGame.map(([name, rows]) => masteryRow(name, rows))].join("\n")}`);
const inBand = practiceInBand(results);
const ratio = masteryRatio(results);
console.log(
  `\n${verdict(placed >= TARGETS.placedWithinOne)} placement: ${percent(placed)} within one level (target ≥ ${percent(TARGETS.placedWithinOne)})`,
);
console.log(
  `${verdict(inBand >= TARGETS.practiceInBand)} practice: ${percent(inBand)} of learners right 65-90 % (target ≥ ${percent(TARGETS.practiceInBand)})`,
);
console.log(`${verdict(ratio < 1)} mastery: practice needs ${ratio.toFixed(2)} × the fixed mix's answers to a mastered skill (target < 1)`);
console.log(
  `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end (${os.cpus().length} cores, Node ${process.version})`,
);
