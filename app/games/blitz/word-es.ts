// Word challenges in Spanish, rebuilt on Spanish words rather than translated: opposites, plurals
// (lápiz → lápices), the simple past ("Ayer yo ___ (comer)"), the alphabet with its Ñ, counting
// letters, vowels and syllables, where the stress falls (aguda, llana, esdrújula), spelling (b/v,
// h, ll/y, g/j) and prefixes. No challenge turns on an accent alone: the accent rule accepts
// "arbol" for "árbol" (answers.ts). Unscrambling is left out: it needs a Spanish dictionary to
// accept every other word the letters make. Lists are in word-lists-es.ts.
import type { BlitzChallenge } from "../brain-blitz.bank";
import { intBetween, pick } from "../random";
import type { ChallengeMaker } from "./challenge";
import { OPPOSITES_ES, PAST_TENSES_ES, PLURALS_ES, PREFIX_OPPOSITES_ES, SPELLINGS_ES, STRESS_ES, WORDS_ES } from "./word-lists-es";

type Points = BlitzChallenge["points"];

/** A question about `word` from [word, answer, other accepted answers...]. */
function wordFact(ask: (word: string) => string, list: ReadonlyArray<readonly string[]>, points: Points): ChallengeMaker {
  return (rng) => {
    const [word, answer, ...accept] = pick(rng, list);
    return { category: "word", question: ask(word), answer, ...(accept.length ? { accept } : {}), points };
  };
}

export const opposite = wordFact((word) => `¿Cuál es lo contrario de “${word}”?`, OPPOSITES_ES, 1);
export const pluralOf = (band: number, points: Points) => wordFact((word) => `¿Cuál es el plural de “${word}”?`, PLURALS_ES[band], points);
export const pastTenseOf = (band: number, points: Points) =>
  wordFact((verb) => `Completa con el verbo en pasado: Ayer yo ___ (${verb}).`, PAST_TENSES_ES[band], points);

/** The Spanish alphabet: the Ñ after the N. */
const ALPHABET = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";

export const letterNeighbour: ChallengeMaker = (rng) => {
  const i = intBetween(rng, 1, ALPHABET.length - 2);
  const after = rng() < 0.5;
  return {
    category: "word",
    question: `¿Qué letra va justo ${after ? "después" : "antes"} de la ${ALPHABET[i]} en el abecedario?`,
    answer: ALPHABET[after ? i + 1 : i - 1],
    points: 1,
  };
};

const VOWELS = /[aeiouáéíóúü]/g;
const wordsOf = (bands: readonly number[]) => bands.flatMap((band) => WORDS_ES[band]);

/** Words with "ch", "ll" or "rr" are left out: whether such a pair is one letter was taught both ways. */
export function letterCount(bands: readonly number[]): ChallengeMaker {
  const words = wordsOf(bands).filter((w) => !/ch|ll|rr/.test(w));
  return (rng) => {
    const word = pick(rng, words);
    return { category: "word", question: `¿Cuántas letras tiene la palabra “${word}”?`, answer: String([...word].length), points: 1 };
  };
}

export function vowelCount(bands: readonly number[]): ChallengeMaker {
  const words = wordsOf(bands);
  return (rng) => {
    const word = pick(rng, words);
    const vowels = word.match(VOWELS)?.length ?? 0;
    return {
      category: "word",
      question: `¿Cuántas vocales (a, e, i, o, u) tiene la palabra “${word}”?`,
      answer: String(vowels),
      points: 2,
    };
  };
}

/**
 * Syllables, as Spanish schools clap them. Only words with no two vowels side by side, so each
 * vowel is one syllable and no diphthong is arguable: "ma-ri-po-sa" has four.
 */
export function syllableCount(bands: readonly number[], points: Points): ChallengeMaker {
  const words = wordsOf(bands).filter((w) => !/[aeiouáéíóúü]{2}/.test(w));
  return (rng) => {
    const word = pick(rng, words);
    return {
      category: "word",
      question: `¿Cuántas sílabas tiene la palabra “${word}”?`,
      answer: String(word.match(VOWELS)!.length),
      points,
    };
  };
}

const STRESS = ["aguda", "llana", "esdrújula"] as const;

export const stress: ChallengeMaker = (rng) => {
  const [word, answer] = pick(rng, STRESS_ES);
  return {
    category: "word",
    question: `¿La palabra “${word}” es aguda, llana o esdrújula?`,
    answer,
    ...(answer === "llana" ? { accept: ["grave"] } : {}),
    points: 3,
    distractors: STRESS.filter((s) => s !== answer),
  };
};

export const spelling: ChallengeMaker = (rng) => {
  const [right, wrong] = pick(rng, SPELLINGS_ES);
  const [first, second] = rng() < 0.5 ? [right, wrong] : [wrong, right];
  return {
    category: "word",
    question: `¿Cuál está bien escrita: ${first.toUpperCase()} o ${second.toUpperCase()}?`,
    answer: right,
    points: 2,
  };
};

export const prefixOpposite: ChallengeMaker = (rng) => {
  const [word, answer] = pick(rng, PREFIX_OPPOSITES_ES);
  return { category: "word", question: `Agrega un prefijo a “${word}” para formar su contrario.`, answer, points: 3 };
};

/** Indexed by level id − 1: as many kinds, at the same points, as the English levels (word.ts). */
export const BLITZ_WORD_ES: readonly (readonly ChallengeMaker[])[] = [
  // Ages 5-7
  [opposite, pluralOf(0, 1), letterNeighbour, letterCount([0]), syllableCount([0, 1], 2)],
  // Ages 8-10
  [opposite, pluralOf(0, 2), pastTenseOf(0, 2), vowelCount([1]), letterCount([1]), syllableCount([1], 2), stress],
  // Ages 11-13
  [pastTenseOf(1, 2), spelling, vowelCount([2]), stress, pluralOf(0, 1)],
  // Ages 14-18
  [pluralOf(1, 3), prefixOpposite, spelling, stress, pastTenseOf(1, 2)],
];
