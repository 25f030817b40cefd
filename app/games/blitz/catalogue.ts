// Each Brain Blitz level's challenges: every trivia fact of the band plus a fixed number of
// generated math, word, logic and memory challenges, drawn once from constant seeds and then
// dealt to a run like the original bank (bankIndex): no challenge twice until all were shown.
// Each language has its own catalogue drawn from the same seeds, so a level's math asks the same
// sums in English and Spanish (docs/decisions/games-in-spanish.md).
import type { BlitzCategory, BlitzChallenge } from "../brain-blitz.bank";
import { inLanguage, type GameLanguage } from "../language";
import { rngFor } from "../random";
import type { ChallengeMaker } from "./challenge";
import { withChoices } from "./choices";
import { BLITZ_LOGIC } from "./logic";
import { BLITZ_MATH } from "./math";
import { numberWork, positionRecall } from "./memory";
import { BLITZ_TRIVIA } from "./trivia";
import { BLITZ_TRIVIA_ES } from "./trivia-es";
import { BLITZ_WORD } from "./word";
import { BLITZ_WORD_ES } from "./word-es";

/** Indexed by level id − 1: longer sequences and harder questions as children grow. */
const BLITZ_MEMORY: readonly (readonly ChallengeMaker[])[] = [
  [positionRecall(3, 4)],
  [positionRecall(4, 5), numberWork(3, 4)],
  [positionRecall(5, 6), numberWork(4, 5)],
  [positionRecall(6, 7), numberWork(5, 7)],
];

type ByLevel = readonly (readonly ChallengeMaker[])[];

/** Each category's makers by level, in each language: the word challenges differ (word-es.ts), the others take the language. */
const GENERATED: ReadonlyArray<readonly [BlitzCategory, Record<GameLanguage, ByLevel>]> = [
  ["math", { en: BLITZ_MATH, es: BLITZ_MATH }],
  ["word", { en: BLITZ_WORD, es: BLITZ_WORD_ES }],
  ["logic", { en: BLITZ_LOGIC, es: BLITZ_LOGIC }],
  ["memory", { en: BLITZ_MEMORY, es: BLITZ_MEMORY }],
];

/** Generated challenges per category and level: with the trivia, well over 500 a level. */
export const BLITZ_GENERATED_PER_CATEGORY = 120;

function generate(category: BlitzCategory, makers: readonly ChallengeMaker[], levelId: number, lang: GameLanguage): BlitzChallenge[] {
  const found = new Map<string, BlitzChallenge>();
  for (let k = 0; found.size < BLITZ_GENERATED_PER_CATEGORY; k++) {
    if (k > BLITZ_GENERATED_PER_CATEGORY * 20) throw new Error(`Brain Blitz level ${levelId} has too few ${category} challenges`);
    const challenge = makers[k % makers.length](rngFor(`brain-blitz:catalogue:${category}`, `${levelId}:${k}`), lang);
    if (!found.has(challenge.question)) found.set(challenge.question, challenge);
  }
  return [...found.values()];
}

/** The local id of a category's skill at a level (skills/brain-blitz.ts). */
export const categorySkill = (category: BlitzCategory, levelId: number) => `${category}-${levelId}`;

/** Levels whose children pick from four choices instead of typing: the youngest (ages 5-7). */
export const CHOICE_LEVELS: ReadonlySet<number> = new Set([1]);

function buildCatalogue(levelId: number, lang: GameLanguage): BlitzChallenge[] {
  const all = [
    ...inLanguage(lang, { en: BLITZ_TRIVIA, es: BLITZ_TRIVIA_ES })[levelId - 1],
    ...GENERATED.flatMap(([category, levels]) => generate(category, inLanguage(lang, levels)[levelId - 1], levelId, lang)),
  ];
  // One challenge per question text: a generated one may ask what a fact already asks.
  const challenges = [...new Map(all.map((c) => [c.question, c])).values()];
  if (!CHOICE_LEVELS.has(levelId)) return challenges;
  return challenges.map((c, k) => withChoices(c, challenges, rngFor("brain-blitz:choices", `${levelId}:${k}`), lang));
}

const catalogues = new Map<string, readonly BlitzChallenge[]>();

/** A level's challenges in a language, built on first use and kept: the same list every time. */
export function levelChallenges(levelId: number, lang: GameLanguage = "en"): readonly BlitzChallenge[] {
  let catalogue = catalogues.get(`${lang}:${levelId}`);
  if (!catalogue) {
    catalogue = buildCatalogue(levelId, lang);
    catalogues.set(`${lang}:${levelId}`, catalogue);
  }
  return catalogue;
}
