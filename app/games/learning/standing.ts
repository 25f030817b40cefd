// What practice assumes a child can do on each skill of a game (issue 49 item 4;
// docs/decisions/practice-and-review.md). A skill's own Elo estimate (model.ts) starts at 0, an
// even chance, whatever its level: after one right answer a child far past a skill still looks
// unsure of it, and a skill never answered says nothing. So practice reads each skill in two layers,
// as adaptive practice with varied prior knowledge does (Papoušek, Pelánek & Stanislav, "Adaptive
// practice of facts in domains with varied prior knowledge", EDM 2014: a learner's global skill is
// the prior of each item):
//   - the child's **standing** in the game, on the placement check's scale (placement.ts: levels
//     PLACEMENT.spacing logits apart), from every answer they gave on its skills, each at its skill's
//     level: the placed level, kept up to date by every counted answer since;
//   - each skill's ability: its Elo estimate, as if it had started at the standing less the skill's
//     level rather than at 0.
// Pure, so the server and the learning bench plan with these very functions.
import { SKILLS, skillById } from "../skills";
import type { GameKey } from "../types";
import { levelDifficulty, levelOfAbility, PLACEMENT } from "./placement";
import { chanceRight, KNOWLEDGE, NO_ESTIMATE, type Estimate } from "./model";

/** The grid both posteriors are taken on: the placement check's, PLACEMENT.step apart. */
function grid(from: number, to: number): number[] {
  const count = Math.round((to - from) / PLACEMENT.step);
  return Array.from({ length: count + 1 }, (_, i) => from + i * PLACEMENT.step);
}

/** The posterior's mean on `points`, from a normal prior and a log-likelihood (logs: hundreds of answers underflow a product). */
function posteriorMean(points: readonly number[], prior: { mean: number; sd: number }, logLikelihood: (x: number) => number): number {
  const logs = points.map((x) => -0.5 * ((x - prior.mean) / prior.sd) ** 2 + logLikelihood(x));
  const top = Math.max(...logs);
  const weights = logs.map((l) => Math.exp(l - top));
  const total = weights.reduce((a, b) => a + b, 0);
  return points.reduce((sum, x, i) => sum + x * weights[i], 0) / total;
}

/** The log-likelihood of `correct` right answers out of `answers` at `ability` (guessing floor `guess`). */
function logLikelihood(ability: number, guess: number, { answers, correct }: Pick<Estimate, "answers" | "correct">): number {
  const p = Math.min(1 - 1e-9, Math.max(1e-9, chanceRight(ability, guess)));
  return correct * Math.log(p) + (answers - correct) * Math.log(1 - p);
}

type Guess = (skillId: string) => number;

/**
 * The child's standing in `game` on the placement check's scale (an ability at which level l's
 * questions are chanceRight(standing − levelDifficulty(l))), from all their answers on its skills;
 * null when they have answered none. The prior is the placement check's without an age: the middle
 * of the game, PLACEMENT.priorSd wide.
 */
export function gameStanding(game: GameKey, estimates: ReadonlyMap<string, Estimate>, guessOf: Guess): number | null {
  const answered = SKILLS[game].filter((skill) => (estimates.get(skill.id)?.answers ?? 0) > 0);
  if (answered.length === 0) return null;
  const levels = SKILLS[game].map((skill) => levelDifficulty(skill.level));
  const [low, high] = [Math.min(...levels), Math.max(...levels)];
  const points = grid(low - PLACEMENT.margin, high + PLACEMENT.margin);
  return posteriorMean(points, { mean: (low + high) / 2, sd: PLACEMENT.priorSd }, (x) =>
    answered.reduce((sum, skill) => sum + logLikelihood(x - levelDifficulty(skill.level), guessOf(skill.id), estimates.get(skill.id)!), 0),
  );
}

/** The level a standing is ready for (placement.ts's rule), or the game's first level with no standing. */
export function standingLevel(game: GameKey, standing: number | null): number {
  return standing === null ? 1 : levelOfAbility(game, standing);
}

/**
 * How much of its starting value an Elo estimate still holds after `answers` answers around
 * `ability` (linearised: each step keeps 1 − step · slope of it, model.ts's steps).
 */
function startWeight(answers: number, ability: number, guess: number): number {
  const slope = (1 - guess) * chanceRight(ability) * (1 - chanceRight(ability));
  let kept = 1;
  for (let n = 0; n < answers; n++) kept *= 1 - (KNOWLEDGE.alpha / (1 + KNOWLEDGE.beta * n)) * slope;
  return Math.max(0, kept);
}

/**
 * The ability practice assumes on a skill (model.ts's scale). Not started: what the standing says
 * of the skill's level. Started: the skill's Elo estimate as if it had started there instead of at
 * 0 (Papoušek et al. 2014: the learner's global skill is each item's starting estimate), its later
 * answers moving it as they moved the stored one; the start's share fades with the answers, so a
 * skill answered often is its own estimate. With no standing (nothing answered in the game), the
 * stored estimate.
 */
export function skillAbility(skillId: string, estimates: ReadonlyMap<string, Estimate>, standing: number | null, guess: number): number {
  const skill = skillById(skillId);
  const own = estimates.get(skillId) ?? NO_ESTIMATE;
  if (!skill || standing === null) return own.ability;
  const start = standing - levelDifficulty(skill.level);
  let ability = own.ability + start;
  // The fixed point of ability = own + start · startWeight(ability): a few steps settle it.
  for (let i = 0; i < 4; i++) ability = own.ability + start * startWeight(own.answers, ability, guess);
  return Math.max(-KNOWLEDGE.bound, Math.min(KNOWLEDGE.bound, ability));
}
