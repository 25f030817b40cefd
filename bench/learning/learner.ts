/**
 * The learning bench's simulated learner (issue 49 item 7): hidden abilities per skill under a
 * standard item-response model, which the bench knows and the app never sees.
 *
 * The model (three-parameter logistic, 3PL; Birnbaum 1968): a learner answers a question of skill
 * s right with chance  c + (1 − c) · σ(a · (θ_s − b_q))  where
 *   - c is the guessing floor: 1/4 on a four-option choice (Logic Lab, Brain Blitz's youngest
 *     level), 0 on a typed answer;
 *   - a = LEARNER.discrimination;
 *   - θ_s = k · τ + ε_s is the learner's ability on the skill: k = LEARNER.logitsPerLevel, τ their
 *     general standing in the game on the level scale, ε_s ~ N(0, LEARNER.skillSpread) what is
 *     their own on that skill;
 *   - b_q = k · d_s − LEARNER.edge + δ_q is the question's difficulty: d_s the skill's place on the
 *     level scale (its level, nudged by the age it is met at within the level), δ_q ~ N(0,
 *     LEARNER.questionSpread) the question's own (a hash of its prompt: the same question is always
 *     as hard);
 * so a learner standing at a skill's place gets its typed questions right σ(edge) ≈ 75 % of the
 * time, one level above it ≈ 93 %, one level below it ≈ 40 %.
 * A learner's true level L in a game is the highest level whose typical question they get right at
 * least 75 % of the time: τ is drawn uniformly in [L, L + 1). L is their age's level (levels.ts)
 * moved by round(N(0, LEARNER.levelSpread)) levels, within the game's levels; ages are drawn
 * uniformly from 5 to 18.
 * A learner learns from every answer: θ_s grows by LEARNER.growth (more after a miss that showed
 * worked steps, the engine's explanation, than after a right answer).
 */
import { KNOWLEDGE } from "../../app/games/learning/model";
import { defaultLevelForAge, levelsFor, OLDEST_AGE, YOUNGEST_AGE } from "../../app/games/levels";
import { rngFor, type Rng } from "../../app/games/random";
import { SKILLS, type Skill } from "../../app/games/skills";
import type { GameKey } from "../../app/games/types";

export const LEARNER = {
  discrimination: 1,
  /** Logits of ability between one level and the next. */
  logitsPerLevel: 1.5,
  /** Logits by which a learner at a skill's place is above its questions: σ(1.1) ≈ 0.75. */
  edge: 1.1,
  /** Standard deviation (logits) of a learner's own strength or weakness on one skill. */
  skillSpread: 0.5,
  /** Standard deviation (logits) of one question's difficulty around its skill's. */
  questionSpread: 0.3,
  /** Logits a skill's place moves per year of age its skills are met at, within a level (at most ±0.3 levels). */
  levelsPerYear: 0.3,
  /** Ability (logits) gained on the skill from one answer. */
  growth: { right: 0.05, missWithSteps: 0.1, miss: 0.03 },
  /** Standard deviation (levels) of a learner's true level around their age's level, before rounding. */
  levelSpread: 1,
} as const;

/** One learner in one game: their hidden abilities (mutable: they grow as the learner answers). */
export interface GameLearner {
  game: GameKey;
  seed: string;
  age: number;
  trueLevel: number;
  /** k: logits between levels in this learner's world (LEARNER.logitsPerLevel unless a sensitivity run changes it). */
  logitsPerLevel: number;
  /** θ_s per skill id, in logits. */
  abilities: Map<string, number>;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** A standard normal draw (Box–Muller). */
export function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** Each skill's place on the level scale (d_s), per game: its level, nudged by its age within the level. */
const PLACES = new Map<string, number>(
  Object.values(SKILLS).flatMap((skills) =>
    skills.map((skill) => {
      const sameLevel = skills.filter((other) => other.level === skill.level);
      const meanAge = sameLevel.reduce((sum, other) => sum + other.age, 0) / sameLevel.length;
      const nudge = Math.max(-0.3, Math.min(0.3, LEARNER.levelsPerYear * (skill.age - meanAge)));
      return [skill.id, skill.level + nudge] as const;
    }),
  ),
);

function place(skill: string): number {
  const at = PLACES.get(skill);
  if (at === undefined) throw new Error(`the engine asked a skill no skills/ file names: ${skill}`);
  return at;
}

/** A learner's true level in a game, from their age (see the header). */
function trueLevelOf(game: GameKey, age: number, rng: Rng): number {
  const shift = Math.round(LEARNER.levelSpread * normal(rng));
  return Math.max(1, Math.min(levelsFor(game).length, defaultLevelForAge(game, age).id + shift));
}

/** The learner `seed` in every game: the same seed always makes the same learner (k: see GameLearner). */
export function makeLearner(seed: string, logitsPerLevel: number = LEARNER.logitsPerLevel): Record<GameKey, GameLearner> {
  const rng = rngFor(seed, "learner");
  const age = YOUNGEST_AGE + Math.floor(rng() * (OLDEST_AGE - YOUNGEST_AGE + 1));
  const games = Object.keys(SKILLS) as GameKey[];
  return Object.fromEntries(
    games.map((game) => {
      const trueLevel = trueLevelOf(game, age, rng);
      const standing = trueLevel + rng();
      const abilities = new Map(
        SKILLS[game].map((skill: Skill) => [skill.id, logitsPerLevel * standing + LEARNER.skillSpread * normal(rng)] as const),
      );
      return [game, { game, seed, age, trueLevel, logitsPerLevel, abilities }];
    }),
  ) as Record<GameKey, GameLearner>;
}

/** A copy to run another arm from the same start. */
export function cloneLearner(learner: GameLearner): GameLearner {
  return { ...learner, abilities: new Map(learner.abilities) };
}

/** The question's own difficulty δ_q: the same prompt is always as hard. */
function questionOffset(prompt: string): number {
  return LEARNER.questionSpread * normal(rngFor(prompt, "difficulty"));
}

/** The hidden chance of a right answer on a question of `skill` (prompt: that question's own difficulty; none: the skill's typical question). */
export function trueChance(learner: GameLearner, skill: string, guess: number, prompt?: string): number {
  const ability = learner.abilities.get(skill);
  if (ability === undefined) throw new Error(`${learner.game} has no skill ${skill}`);
  const difficulty = learner.logitsPerLevel * place(skill) - LEARNER.edge + (prompt === undefined ? 0 : questionOffset(prompt));
  return guess + (1 - guess) * logistic(LEARNER.discrimination * (ability - difficulty));
}

/** The learner learns from one answer. */
export function learn(learner: GameLearner, skill: string, correct: boolean, sawSteps: boolean): void {
  const gain = correct ? LEARNER.growth.right : sawSteps ? LEARNER.growth.missWithSteps : LEARNER.growth.miss;
  learner.abilities.set(skill, learner.abilities.get(skill)! + gain);
}

/** Whether the hidden ability agrees that the skill is mastered: the model's own bar, on the skill's typical question. */
export function trulyMastered(learner: GameLearner, skill: string, guess: number): boolean {
  return trueChance(learner, skill, guess) >= KNOWLEDGE.masteredChance;
}
