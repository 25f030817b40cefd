// Word challenges: opposites, plurals and past tenses, letters, unscrambling Word Adventure's
// words (with their hints), spelling and prefixes. Lists are in word-lists.ts.
import type { BlitzChallenge } from "../brain-blitz.bank";
import { intBetween, pick } from "../random";
import { entryItem, WORD_LEVELS } from "../words";
import { otherWordsFromTiles } from "../words/dictionary.server";
import type { ChallengeMaker } from "./challenge";
import { OPPOSITES, PAST_TENSES, PLURALS, PREFIX_OPPOSITES, SPELLINGS } from "./word-lists";

type Points = BlitzChallenge["points"];

/** "What is the <asked> of 'word'?" from [word, answer, other accepted answers...]. */
function wordFact(asked: string, list: ReadonlyArray<readonly string[]>, points: Points): ChallengeMaker {
  return (rng) => {
    const [word, answer, ...accept] = pick(rng, list);
    return { category: "word", question: `What is the ${asked} of '${word}'?`, answer, ...(accept.length ? { accept } : {}), points };
  };
}

export const opposite = wordFact("opposite", OPPOSITES, 1);
export const pluralOf = (band: number, points: Points) => wordFact("plural", PLURALS[band], points);
export const pastTenseOf = (band: number, points: Points) => wordFact("past tense", PAST_TENSES[band], points);

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export const letterNeighbour: ChallengeMaker = (rng) => {
  const i = intBetween(rng, 1, 24);
  return rng() < 0.5
    ? { category: "word", question: `Which letter comes right after ${ALPHABET[i]} in the alphabet?`, answer: ALPHABET[i + 1], points: 1 }
    : { category: "word", question: `Which letter comes right before ${ALPHABET[i]} in the alphabet?`, answer: ALPHABET[i - 1], points: 1 };
};

/** Words of the given Word Adventure levels. */
function wordsOf(levelIds: readonly number[]): string[] {
  return levelIds.flatMap((id) => WORD_LEVELS[id - 1].map(([word]) => word));
}

export function letterCount(levelIds: readonly number[]): ChallengeMaker {
  const words = wordsOf(levelIds);
  return (rng) => {
    const word = pick(rng, words);
    return { category: "word", question: `How many letters are in the word '${word}'?`, answer: String(word.length), points: 1 };
  };
}

/** Words with a Y are left out: whether Y is a vowel would be arguable. */
export function vowelCount(levelIds: readonly number[]): ChallengeMaker {
  const words = wordsOf(levelIds).filter((w) => !w.includes("y"));
  return (rng) => {
    const word = pick(rng, words);
    const vowels = [...word].filter((c) => "aeiou".includes(c)).length;
    return { category: "word", question: `How many vowels (a, e, i, o, u) are in the word '${word}'?`, answer: String(vowels), points: 2 };
  };
}

export function unscramble(levelId: number, points: Points): ChallengeMaker {
  return (rng) => {
    const item = entryItem(pick(rng, WORD_LEVELS[levelId - 1]), levelId);
    // As in Word Adventure, any real word from the same tiles is right.
    const others = otherWordsFromTiles(item.word);
    return {
      category: "word",
      question: `Unscramble this word: ${item.scrambled.toUpperCase()}. Hint: ${item.hint}`,
      answer: item.word,
      ...(others.length ? { accept: [...others] } : {}),
      points,
    };
  };
}

export const spelling: ChallengeMaker = (rng) => {
  const [right, wrong] = pick(rng, SPELLINGS);
  const [first, second] = rng() < 0.5 ? [right, wrong] : [wrong, right];
  return {
    category: "word",
    question: `Which is spelled correctly: ${first.toUpperCase()} or ${second.toUpperCase()}?`,
    answer: right,
    points: 2,
  };
};

export const prefixOpposite: ChallengeMaker = (rng) => {
  const [word, answer] = pick(rng, PREFIX_OPPOSITES);
  return { category: "word", question: `Add a prefix to '${word}' to make its opposite.`, answer, points: 3 };
};

/** Indexed by level id − 1. */
export const BLITZ_WORD: readonly (readonly ChallengeMaker[])[] = [
  // Ages 5-7
  [opposite, pastTenseOf(0, 1), letterNeighbour, letterCount([1, 2]), unscramble(1, 2)],
  // Ages 8-10
  [opposite, pluralOf(0, 2), pastTenseOf(1, 2), vowelCount([3]), letterCount([3]), unscramble(2, 2), unscramble(3, 3)],
  // Ages 11-13
  [pastTenseOf(2, 2), spelling, vowelCount([4]), unscramble(4, 3), pluralOf(0, 1)],
  // Ages 14-18
  [pluralOf(1, 3), prefixOpposite, spelling, unscramble(5, 3), pastTenseOf(2, 2)],
];
