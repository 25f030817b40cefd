// Memory challenges: a short sequence and a question about it in one prompt, as in the
// original bank. Items in a sequence are all different (except in "how many times"), so
// "what came after X" has one answer. Longer sequences and harder questions for older bands.
import type { BlitzChallenge } from "../brain-blitz.bank";
import { intBetween, pick, shuffle, type Rng } from "../random";
import type { ChallengeMaker } from "./challenge";

interface Pool {
  /** "Remember these colours", "Which colour ..." */
  plural: string;
  singular: string;
  items: readonly string[];
  /** How the sequence is written: digits and letters with spaces, words with commas. */
  joiner: string;
}

const POOLS: readonly Pool[] = [
  { plural: "numbers", singular: "number", items: ["1", "2", "3", "4", "5", "6", "7", "8", "9"], joiner: " " },
  { plural: "letters", singular: "letter", items: [..."BCDFGHJKLMNPRSTVWZ"], joiner: " " },
  {
    plural: "colours",
    singular: "colour",
    items: ["red", "blue", "green", "yellow", "pink", "purple", "orange", "black", "white", "brown"],
    joiner: ", ",
  },
  {
    plural: "animals",
    singular: "animal",
    items: ["cat", "dog", "owl", "fox", "cow", "pig", "hen", "bee", "bat", "ant", "yak", "elk"],
    joiner: ", ",
  },
  {
    plural: "fruits",
    singular: "fruit",
    items: ["pear", "plum", "kiwi", "lime", "fig", "apple", "lemon", "mango", "grape", "peach"],
    joiner: ", ",
  },
];

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];

function intro(pool: Pool, items: readonly string[]): string {
  return pool.singular === "number"
    ? `Remember this sequence: ${items.join(pool.joiner)}.`
    : `Remember these ${pool.plural}: ${items.join(pool.joiner)}.`;
}

/** Questions about the position of an item: which was nth, what came after or before. */
export function positionRecall(minLength: number, maxLength: number): ChallengeMaker {
  return (rng: Rng): BlitzChallenge => {
    const pool = pick(rng, POOLS);
    const items = shuffle(rng, pool.items).slice(0, intBetween(rng, minLength, maxLength));
    const form = intBetween(rng, 0, 2);
    if (form === 0) {
      const n = intBetween(rng, 0, items.length - 1);
      const which = n === items.length - 1 && rng() < 0.5 ? "last" : ORDINALS[n];
      return {
        category: "memory",
        question: `${intro(pool, items)} Which ${pool.singular} was ${which}?`,
        answer: items[n],
        points: 1,
        distractors: items.filter((_, i) => i !== n),
      };
    }
    const n = intBetween(rng, 1, items.length - 1);
    if (form === 1) {
      return {
        category: "memory",
        question: `${intro(pool, items)} Which ${pool.singular} came right after ${items[n - 1]}?`,
        answer: items[n],
        points: 2,
        distractors: items.filter((_, i) => i !== n),
      };
    }
    return {
      category: "memory",
      question: `${intro(pool, items)} Which ${pool.singular} came just before ${items[n]}?`,
      answer: items[n - 1],
      points: 2,
      distractors: items.filter((_, i) => i !== n - 1),
    };
  };
}

/** Working with a remembered sequence of digits: add them up, say them backwards, count one. */
export function numberWork(minLength: number, maxLength: number): ChallengeMaker {
  return (rng: Rng): BlitzChallenge => {
    const length = intBetween(rng, minLength, maxLength);
    const form = intBetween(rng, 0, 2);
    if (form === 2) {
      // Repeats on purpose: one digit appears two to four times among others.
      const digit = String(intBetween(rng, 1, 9));
      const times = intBetween(rng, 2, Math.min(4, length - 1));
      const others = Array.from({ length: length - times }, () =>
        pick(
          rng,
          POOLS[0].items.filter((d) => d !== digit),
        ),
      );
      const items = shuffle(rng, [...others, ...Array(times).fill(digit)]);
      return {
        category: "memory",
        question: `${intro(POOLS[0], items)} How many times did ${digit} appear?`,
        answer: String(times),
        points: 3,
      };
    }
    const items = shuffle(rng, POOLS[0].items).slice(0, length);
    if (form === 0) {
      const sum = items.reduce((total, d) => total + Number(d), 0);
      return { category: "memory", question: `${intro(POOLS[0], items)} What do its numbers add up to?`, answer: String(sum), points: 3 };
    }
    const backwards = [...items].reverse();
    return {
      category: "memory",
      question: `${intro(POOLS[0], items)} Type it backwards.`,
      answer: backwards.join(""),
      accept: [backwards.join(" "), backwards.join(","), backwards.join(", ")],
      points: 3,
    };
  };
}
