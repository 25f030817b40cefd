// Practice that adapts (issue 49 item 4; docs/decisions/practice-and-review.md): a run built from
// the child's own edge. Pure, so the server, the tests and the learning bench plan with these very
// functions. Every question is one of the game's own, asked from its generator at an address
// (types.ts): the planner only chooses which skills to ask and finds an address for each.
import { engines } from "../index";
import { skillById, SKILLS, type Skill } from "../skills";
import type { GameKey, QuestionAddress, QuestionItem, RunState } from "../types";
import { rngFor } from "../random";
import { chanceRight, KNOWLEDGE, skillStatus, type Estimate, type SkillStatus } from "./model";
import { gameStanding, skillAbility, standingLevel } from "./standing";

export const PRACTICE = {
  /** The expected chance of a right answer a run aims at, on average (the 70-85 % the issue asks for). */
  target: 0.77,
  /** At most this share of a run's questions are reviews of questions the child missed. */
  reviewShare: 0.3,
  /** A skill asked again in one run costs this much pitch (variety: most skills of the edge, not one). */
  repeatCost: 0.03,
  /** A skill not started yet costs this much pitch: most questions are at skills the child is practising. */
  newCost: 0.1,
  /** A mastered skill is asked only when it is needed to lift a hard run (this much pitch dearer). */
  masteredCost: 0.12,
  /** Questions of a run given to the skill the child is closest to mastering (focusSkill), spread evenly through it. */
  focus: 16,
  /** A skill is close to mastery from this expected chance of a right answer (up to the model's mastery line). */
  focusFrom: 0.75,
  /** The aim moves this share of the way from the target back across the child's last practice run's real right rate (at most to aimRange). */
  aimCorrection: 0.5,
  /** The aim stays within the 70-85 %. */
  aimRange: [0.7, 0.85],
  /** A run's length (the relaxed timer's questions of a round, and more than most children answer). */
  length: 24,
} as const;

/** A child's last practice run of the game, as it went: its answers and how many were right. */
export interface LastRun {
  answered: number;
  right: number;
}

/**
 * What a run aims at: PRACTICE.target, corrected by how the child's last practice run really went
 * (the estimates lag a child who is learning fast: a run of 95 % right is followed by a harder aim),
 * within PRACTICE.aimRange.
 */
export function aimAfter(last: LastRun | undefined): number {
  if (!last || last.answered === 0) return PRACTICE.target;
  const aim = PRACTICE.target - PRACTICE.aimCorrection * (last.right / last.answered - PRACTICE.target);
  return Math.min(PRACTICE.aimRange[1], Math.max(PRACTICE.aimRange[0], aim));
}

/** How a skill's questions are found: the lowest score whose runs ask it, and whether they are a four-option choice. */
interface SkillProbe {
  score: number;
  guess: number;
}

/** Scores tried when probing a skill (a kind of problem joins a level's mix at a score). */
const PROBE_SCORES = [0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60];
/** Addresses tried per score when probing, and per question when planning. */
const PROBE_TRIES = 64;
const SEARCH_TRIES = 400;

const probes = new Map<string, SkillProbe | null>();

const questionState = (address: QuestionAddress): RunState => ({ ...address, correct: 0, answered: 0, streak: 0 });

function asks(game: GameKey, address: QuestionAddress): string | undefined {
  return engines[game].item(questionState(address))?.skill;
}

/** Where a skill's questions are (null: none of the game's runs asks it). Found once per process: it depends on the skill alone. */
function probe(skill: Skill): SkillProbe | null {
  if (probes.has(skill.id)) return probes.get(skill.id)!;
  let found: SkillProbe | null = null;
  for (const score of PROBE_SCORES) {
    for (let index = 0; index < PROBE_TRIES && !found; index++) {
      const address = { seed: `probe:${skill.id}`, index, score, level: skill.level };
      if (asks(skill.game, address) !== skill.id) continue;
      const kind = engines[skill.game].question(questionState(address)).kind;
      found = { score, guess: kind === "choice" ? KNOWLEDGE.choiceGuess : 0 };
    }
    if (found) break;
  }
  probes.set(skill.id, found);
  return found;
}

/** The chance a right answer is a guess on a skill's questions (0 for typed answers). */
export function skillGuess(skillId: string): number {
  const skill = skillById(skillId);
  return (skill && probe(skill)?.guess) ?? 0;
}

/** What a practice run assumes of a child in a game: their standing (standing.ts) and the expected chance of a right answer on each skill. */
export interface Assumed {
  standing: number | null;
  chance(skillId: string): number;
}

/** The standing and each skill's expected chance, read once for a plan (standing.ts). */
export function assumedOf(game: GameKey, estimates: ReadonlyMap<string, Estimate>): Assumed {
  const standing = gameStanding(game, estimates, skillGuess);
  const chances = new Map<string, number>();
  return {
    standing,
    chance(skillId) {
      if (!chances.has(skillId)) {
        const guess = skillGuess(skillId);
        chances.set(skillId, chanceRight(skillAbility(skillId, estimates, standing, guess), guess));
      }
      return chances.get(skillId)!;
    },
  };
}

/** The model's expected chance of a right answer on a skill, at the ability a practice run assumes. */
export function expectedChance(skillId: string, estimates: ReadonlyMap<string, Estimate>): number {
  const skill = skillById(skillId);
  return skill ? assumedOf(skill.game, estimates).chance(skillId) : chanceRight(0, skillGuess(skillId));
}

/** The average expected chance of a right answer over a plan: what the planner pitches at PRACTICE.target. */
export function planPitch(plan: readonly QuestionItem[], estimates: ReadonlyMap<string, Estimate>): number {
  if (plan.length === 0) return 0;
  const game = skillById(plan[0].skill)?.game;
  const assumed = game ? assumedOf(game, estimates) : null;
  return plan.reduce((sum, item) => sum + (assumed?.chance(item.skill) ?? 0), 0) / plan.length;
}

/**
 * The skills a practice run can ask: those the child has started (practising, or mastered: these
 * only to lift a run that would be too hard), and the new ones of the level their standing is ready
 * for and the one above it (their edge: the placed level, kept up to date by every answer since; a
 * child past a level's skills they never started need not start them). With nothing answered yet:
 * the first level.
 */
export function edgeSkills(game: GameKey, estimates: ReadonlyMap<string, Estimate>, standing: number | null): Skill[] {
  const level = standingLevel(game, standing);
  const to = standing === null ? level : level + 1;
  return SKILLS[game].filter((skill) => {
    if (probe(skill) === null) return false;
    if ((estimates.get(skill.id)?.answers ?? 0) > 0) return true;
    return skill.level >= level && skill.level <= to;
  });
}

/**
 * The skill a run gives a share of its questions (PRACTICE.focus), so that practice brings a skill
 * to mastery instead of touching each a little: one the child is practising (the model has not said
 * mastered), at their standing's level or above (a level below it they know already), expected right
 * at least PRACTICE.focusFrom of the time; of those, the one they have answered most (the skill the
 * last runs focused on, until the model says mastered: a focus that moved every run would start
 * over every run), then the likeliest right.
 */
export function focusSkill(
  game: GameKey,
  skills: readonly Skill[],
  estimates: ReadonlyMap<string, Estimate>,
  assumed: Assumed,
): string | null {
  const edge = standingLevel(game, assumed.standing);
  const near = skills
    .filter((skill) => skill.level >= edge && skillStatus(estimates.get(skill.id), skillGuess(skill.id)) === "practising")
    .map((skill) => ({ skill: skill.id, chance: assumed.chance(skill.id), answers: estimates.get(skill.id)!.answers }))
    .filter(({ chance }) => chance >= PRACTICE.focusFrom)
    .sort((a, b) => b.answers - a.answers || b.chance - a.chance);
  return near[0]?.skill ?? null;
}

/**
 * The focus skill's questions in a run of `length`: PRACTICE.focus, or fewer when the run could not
 * be pitched at PRACTICE.target with them even if every other question were the hardest skill it can
 * ask (a child at a game's top level: the pitch comes first).
 */
export function focusQuota(focusChance: number, hardest: number, length: number, aim: number = PRACTICE.target): number {
  if (!(hardest < aim)) return 0;
  if (focusChance <= aim) return PRACTICE.focus;
  return Math.min(PRACTICE.focus, Math.floor((length * (aim - hardest)) / (focusChance - hardest)));
}

/** A question of `skill` for question `slot` of a practice run: an address the game's generator asks it at. */
export function itemFor(skillId: string, seed: string, slot: number): QuestionItem | null {
  const skill = skillById(skillId);
  const found = skill && probe(skill);
  if (!skill || !found) return null;
  for (let k = 0; k < SEARCH_TRIES; k++) {
    const address = { seed, index: slot * SEARCH_TRIES + k, score: found.score, level: skill.level };
    if (asks(skill.game, address) === skill.id) return { skill: skill.id, address };
  }
  return null;
}

/** Reviews first come in at evenly spread places of the run (never the first question: a run starts at the edge). */
function reviewSlots(reviews: number, length: number): Set<number> {
  return new Set(Array.from({ length: reviews }, (_, j) => Math.round(((j + 1) * length) / (reviews + 1))));
}

interface Candidate {
  skill: string;
  chance: number;
  cost: number;
}

const costOf = (status: SkillStatus) => (status === "mastered" ? PRACTICE.masteredCost : status === "not-started" ? PRACTICE.newCost : 0);

/**
 * A practice run's questions: the due reviews of this game's questions (at most PRACTICE.reviewShare
 * of the run) at spread places; the skill the child is closest to mastering, PRACTICE.focus times
 * spread evenly through the run; between them questions of the edge's skills, each chosen so the
 * run's expected chance of a right answer stays at PRACTICE.target (the skill whose chance is nearest
 * what the run needs next, less often one already asked). Deterministic for a seed.
 */
export function practicePlan(
  game: GameKey,
  input: { estimates: ReadonlyMap<string, Estimate>; reviews: readonly QuestionItem[]; seed: string; length: number; last?: LastRun },
): QuestionItem[] {
  const { estimates, seed, length } = input;
  const aim = aimAfter(input.last);
  const reviews = input.reviews.filter((item) => skillById(item.skill)?.game === game).slice(0, Math.floor(length * PRACTICE.reviewShare));
  const slots = reviewSlots(reviews.length, length);
  const assumed = assumedOf(game, estimates);
  const skills = edgeSkills(game, estimates, assumed.standing);
  const all: Candidate[] = skills.map((skill) => ({
    skill: skill.id,
    chance: assumed.chance(skill.id),
    cost: costOf(skillStatus(estimates.get(skill.id), skillGuess(skill.id))),
  }));
  const near = focusSkill(game, skills, estimates, assumed);
  const others = all.filter((c) => c.skill !== near);
  const quota = near ? focusQuota(assumed.chance(near), Math.min(...others.map((c) => c.chance)), length, aim) : 0;
  // The focus skill has its share of the run and no more (unless nothing else can be asked).
  const focus = quota > 0 ? near : null;
  const candidates = focus ? others : all;
  const rng = rngFor(seed, "practice");
  const plan: QuestionItem[] = [];
  const uses = new Map<string, number>();
  let expected = 0;
  for (let slot = 0; slot < length; slot++) {
    let item: QuestionItem | null = null;
    if (slots.has(slot) && reviews.length > 0) item = reviews.shift()!;
    else if (focus && (uses.get(focus) ?? 0) < Math.ceil((quota * (slot + 1)) / length)) item = itemFor(focus, seed, slot);
    if (!item) {
      const wanted = Math.min(1, Math.max(0, aim * (slot + 1) - expected));
      const ranked = candidates
        .map((c) => ({ c, rank: Math.abs(c.chance - wanted) + c.cost + PRACTICE.repeatCost * (uses.get(c.skill) ?? 0) + rng() * 0.02 }))
        .sort((a, b) => a.rank - b.rank);
      for (const { c } of ranked) if ((item = itemFor(c.skill, seed, slot))) break;
      if (!item && focus) item = itemFor(focus, seed, slot);
    }
    if (!item) break;
    plan.push(item);
    uses.set(item.skill, (uses.get(item.skill) ?? 0) + 1);
    expected += assumed.chance(item.skill);
  }
  return plan;
}
