/**
 * `npm run bench:learning` — the learning bench (issue 49 item 7; docs/benchmarks.md, "Learning").
 *
 * Simulates BENCH_LEARNERS learners (default 1,000), each with a true level and hidden abilities
 * per skill in every game (learner.ts: a 3PL item-response model), answering the real questions
 * through the real engines, their estimates moved by the app's own knowledge model
 * (app/games/learning/model.ts). Pure modules only: no server, no database. Deterministic from
 * BENCH_SEED. BENCH_GAMES (comma-separated) narrows the games.
 *
 * Reports, beside the machine's load average: questions to the first mastered skill with the fixed
 * level mix. Targets are reported as PASS/MISS, never enforced; the exit code is 1 only when the
 * harness fails.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { gameKeys } from "../../app/games";
import type { GameKey } from "../../app/games/types";
import { makeLearner } from "./learner";
import { learnerGame, type LearnerGameResult } from "./learner-game";
import { masteryRow } from "./figures";

const learners = Number(process.env.BENCH_LEARNERS ?? 1000);
const seed = process.env.BENCH_SEED ?? "cleverplay-learning";
const games = (process.env.BENCH_GAMES?.split(",") ?? gameKeys) as GameKey[];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

const loadAtStart = load();
const started = performance.now();
const results: LearnerGameResult[] = [];
for (let i = 0; i < learners; i++) {
  const learner = makeLearner(`${seed}:${i}`);
  for (const game of games) results.push(learnerGame(learner[game]));
}
const seconds = (performance.now() - started) / 1000;

console.log(`learning bench: ${learners} learners × ${games.length} games, seed "${seed}", ${seconds.toFixed(1)} s`);
for (const game of [...games, undefined]) {
  const rows = results.filter((r) => game === undefined || r.game === game);
  console.log(`${(game ?? "all games").padEnd(15)} ${masteryRow(rows)}`);
}
console.log(
  `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end (${os.cpus().length} cores, Node ${process.version})`,
);
