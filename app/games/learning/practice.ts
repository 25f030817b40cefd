// Practice that adapts (issue 49 item 4; docs/decisions/practice-and-review.md): a run built from
// the child's own edge. Pure, so the server, the tests and the learning bench plan with these very
// functions. Every question is one of the game's own, asked from its generator at an address
// (types.ts): the planner only chooses which skills to ask and finds an address for each.
import { engines } from "../index";
import { skillById, SKILLS, type Skill } from "../skills";
import type { GameKey, QuestionAddress, QuestionItem, RunState } from "../types";
import { rngFor } from "../random";
import { chanceRight, KNOWLEDGE, NO_ESTIMATE, skillStatus, type Estimate, type SkillStatus } from "./model";

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
  /** A skill of the next level is assumed this much harder (logits) than the child's skills of the level below. */
  levelStep: 1,
  /** A run's length (the relaxed timer's questions of a round, and more than most children answer). */
  length: 24,
} as const;

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

/**
 * The ability a practice run assumes on a skill: the child's estimate; for a skill not started, the
 * average of the skills they started at its level, or one step (PRACTICE.levelStep) under those of
 * the level below (a new skill of the level they play is about as hard as its neighbours, the next
 * level's a little harder); with nothing near, the model's prior.
 */
export function assumedAbility(skillId: string, estimates: ReadonlyMap<string, Estimate>): number {
  const known = estimates.get(skillId);
  if (known && known.answers > 0) return known.ability;
  const skill = skillById(skillId);
  if (!skill) return NO_ESTIMATE.ability;
  const startedAt = (level: number) =>
    SKILLS[skill.game].flatMap((s) => {
      const e = estimates.get(s.id);
      return s.level === level && e && e.answers > 0 ? [e.ability] : [];
    });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const same = startedAt(skill.level);
  if (same.length > 0) return mean(same);
  const below = startedAt(skill.level - 1);
  return below.length > 0 ? mean(below) - PRACTICE.levelStep : NO_ESTIMATE.ability;
}

/** The model's expected chance of a right answer on a skill, at the ability a practice run assumes. */
export function expectedChance(skillId: string, estimates: ReadonlyMap<string, Estimate>): number {
  return chanceRight(assumedAbility(skillId, estimates), skillGuess(skillId));
}

/** The average expected chance of a right answer over a plan: what the planner pitches at PRACTICE.target. */
export function planPitch(plan: readonly QuestionItem[], estimates: ReadonlyMap<string, Estimate>): number {
  if (plan.length === 0) return 0;
  return plan.reduce((sum, item) => sum + expectedChance(item.skill, estimates), 0) / plan.length;
}

/**
 * The skills a practice run can ask: those the child is practising, the new ones of the level
 * they reached and the one above (their edge: a child who never started a skill below it is past
 * it), and those mastered, to lift a run that would be too hard. With nothing known: the first level.
 */
export function edgeSkills(game: GameKey, estimates: ReadonlyMap<string, Estimate>): Skill[] {
  const skills = SKILLS[game].filter((skill) => probe(skill) !== null);
  const started = skills.filter((skill) => (estimates.get(skill.id)?.answers ?? 0) > 0);
  const reached = started.length === 0 ? skills[0].level : Math.max(...started.map((skill) => skill.level));
  return skills.filter((skill) => {
    const estimate = estimates.get(skill.id);
    if (estimate && estimate.answers > 0) return true;
    return skill.level >= reached && skill.level <= reached + (started.length === 0 ? 0 : 1);
  });
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
 * of the run) at spread places, and between them questions of the edge's skills, each chosen so the
 * run's expected chance of a right answer stays at PRACTICE.target (the skill whose chance is nearest
 * what the run needs next, less often one already asked). Deterministic for a seed.
 */
export function practicePlan(
  game: GameKey,
  input: { estimates: ReadonlyMap<string, Estimate>; reviews: readonly QuestionItem[]; seed: string; length: number },
): QuestionItem[] {
  const { estimates, seed, length } = input;
  const reviews = input.reviews.filter((item) => skillById(item.skill)?.game === game).slice(0, Math.floor(length * PRACTICE.reviewShare));
  const slots = reviewSlots(reviews.length, length);
  const candidates: Candidate[] = edgeSkills(game, estimates).map((skill) => ({
    skill: skill.id,
    chance: expectedChance(skill.id, estimates),
    cost: costOf(skillStatus(estimates.get(skill.id), skillGuess(skill.id))),
  }));
  const rng = rngFor(seed, "practice");
  const plan: QuestionItem[] = [];
  const uses = new Map<string, number>();
  let expected = 0;
  for (let slot = 0; slot < length; slot++) {
    let item: QuestionItem | null = null;
    if (slots.has(slot) && reviews.length > 0) item = reviews.shift()!;
    else {
      const wanted = Math.min(1, Math.max(0, PRACTICE.target * (slot + 1) - expected));
      const ranked = candidates
        .map((c) => ({ c, rank: Math.abs(c.chance - wanted) + c.cost + PRACTICE.repeatCost * (uses.get(c.skill) ?? 0) + rng() * 0.02 }))
        .sort((a, b) => a.rank - b.rank);
      for (const { c } of ranked) if ((item = itemFor(c.skill, seed, slot))) break;
    }
    if (!item) break;
    plan.push(item);
    uses.set(item.skill, (uses.get(item.skill) ?? 0) + 1);
    expected += expectedChance(item.skill, estimates);
  }
  return plan;
}
