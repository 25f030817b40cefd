/**
 * The practice figure's ceiling with the games' content (`npx tsx bench/learning/ceiling.ts`;
 * docs/benchmarks.md, "Learning"): an oracle planner that sees the learner's hidden abilities asks,
 * at every question, the skill whose hidden chance is nearest what keeps the learner's right answers
 * so far at 77.5 % (the band's middle), for the 72 questions the practice figure counts, from the
 * start the placement check left. No planner that only sees answers can do better, so its share in
 * the 65-90 % band is the most the content allows: a learner at a game's top level has nothing harder.
 */
import { engines, gameKeys } from "../../app/games";
import { itemFor, skillGuess } from "../../app/games/learning/practice";
import { levelsFor } from "../../app/games/levels";
import { rngFor } from "../../app/games/random";
import { SKILLS } from "../../app/games/skills";
import type { GameKey } from "../../app/games/types";
import { answerQuestion, stateAt } from "./answer";
import { practiceBandShare } from "./figures";
import { makeLearner, trueChance } from "./learner";
import { placements } from "./learner-game";

const learners = Number(process.env.BENCH_LEARNERS ?? 100);
const seed = process.env.BENCH_SEED ?? "cleverplay-learning";
const games = (process.env.BENCH_GAMES?.split(",") ?? gameKeys) as GameKey[];
const QUESTIONS = 72;
const MIDDLE = 0.775;

const rows: Array<{ game: GameKey; top: boolean; right: number }> = [];
for (let i = 0; i < learners; i++) {
  const learner = makeLearner(`${seed}:${i}`);
  for (const game of games) {
    const { after, knowledge } = placements(learner[game]);
    const rng = rngFor(learner[game].seed, `${game}:ceiling`);
    const skills = SKILLS[game].filter((skill) => itemFor(skill.id, "ceiling", 0) !== null);
    let right = 0;
    for (let q = 0; q < QUESTIONS; q++) {
      const wanted = MIDDLE * (q + 1) - right;
      const distance = (id: string) => Math.abs(trueChance(after, id, skillGuess(id)) - wanted);
      const best = skills.reduce((a, b) => (distance(b.id) < distance(a.id) ? b : a));
      const item = itemFor(best.id, `${learner[game].seed}:ceiling`, q)!;
      right += answerQuestion(engines[game], stateAt(item.address), after, knowledge, rng).correct ? 1 : 0;
    }
    rows.push({ game, top: learner[game].trueLevel === levelsFor(game).length, right });
  }
}
const band = (of: typeof rows) => practiceBandShare(of.map((r) => ({ asked: QUESTIONS, right: r.right })));
console.log(`practice ceiling: ${learners} learners × ${games.length} games, seed "${seed}"`);
for (const game of games) {
  const mine = rows.filter((r) => r.game === game);
  const [below, top] = [mine.filter((r) => !r.top), mine.filter((r) => r.top)];
  console.log(
    `${game}: ${(100 * band(mine)).toFixed(1)} % in band (below the top level ${(100 * band(below)).toFixed(1)} %, at it ${(100 * band(top)).toFixed(1)} %)`,
  );
}
console.log(`all games: ${(100 * band(rows)).toFixed(1)} % in band`);
