// "Which one does not belong?": three things that share a group and one that does not. The
// groups of one list never share a member, so only one choice is the odd one out.
import { inLanguage, type GameLanguage } from "../language";
import { intBetween, pick, type Rng } from "../random";
import { choicePuzzle, listed, pickSome, type PuzzleMaker } from "./choices";
import type { Group, Groups } from "./groups";
import { SPANISH_EVERYDAY_GROUPS, SPANISH_SCHOOL_GROUPS } from "./groups-es";
import { capitalised } from "./spanish";

/** Everyday groups a five-year-old knows. */
const ENGLISH_EVERYDAY_GROUPS: readonly Group[] = [
  { one: "a fruit", many: "fruits", members: ["apple", "banana", "pear", "grape", "cherry", "plum", "lemon", "peach"] },
  { one: "an animal", many: "animals", members: ["cat", "dog", "cow", "pig", "horse", "sheep", "lion", "rabbit"] },
  { one: "a vehicle", many: "vehicles", members: ["car", "bus", "train", "bike", "plane", "boat", "truck", "tractor"] },
  { one: "something to wear", many: "things to wear", members: ["hat", "sock", "coat", "shoe", "scarf", "glove", "shirt", "boot"] },
  { one: "a colour", many: "colours", members: ["red", "blue", "green", "yellow", "pink", "purple", "brown", "white"] },
  { one: "a number", many: "numbers", members: ["one", "two", "three", "four", "five", "six", "seven", "eight"] },
];

export const EVERYDAY_GROUPS: Groups = { en: ENGLISH_EVERYDAY_GROUPS, es: SPANISH_EVERYDAY_GROUPS };

/** School-age groups: science, music and the wider world. */
const ENGLISH_SCHOOL_GROUPS: readonly Group[] = [
  { one: "a mammal", many: "mammals", members: ["whale", "dolphin", "bat", "horse", "elephant", "mouse", "tiger", "kangaroo"] },
  { one: "a bird", many: "birds", members: ["eagle", "penguin", "robin", "owl", "parrot", "ostrich", "swan", "sparrow"] },
  { one: "a fish", many: "fish", members: ["shark", "salmon", "cod", "tuna", "trout", "goldfish", "herring", "carp"] },
  { one: "an insect", many: "insects", members: ["ant", "bee", "beetle", "butterfly", "wasp", "ladybird", "moth", "grasshopper"] },
  { one: "a planet", many: "planets", members: ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"] },
  {
    one: "a musical instrument",
    many: "musical instruments",
    members: ["piano", "violin", "drum", "flute", "guitar", "trumpet", "harp", "cello"],
  },
  { one: "a vegetable", many: "vegetables", members: ["carrot", "potato", "cabbage", "onion", "pea", "broccoli", "leek", "spinach"] },
  {
    one: "a piece of furniture",
    many: "pieces of furniture",
    members: ["table", "chair", "sofa", "bed", "wardrobe", "desk", "stool", "bookcase"],
  },
  { one: "a tool", many: "tools", members: ["hammer", "saw", "drill", "spanner", "screwdriver", "chisel", "pliers", "shovel"] },
  {
    one: "a solid shape",
    many: "solid shapes",
    members: ["cube", "sphere", "cone", "cylinder", "pyramid", "prism", "cuboid", "tetrahedron"],
  },
  {
    one: "a continent",
    many: "continents",
    members: ["Africa", "Asia", "Europe", "Antarctica", "Australia", "South America", "North America"],
  },
  { one: "a metal", many: "metals", members: ["iron", "copper", "gold", "silver", "tin", "zinc", "aluminium", "lead"] },
];

export const SCHOOL_GROUPS: Groups = { en: ENGLISH_SCHOOL_GROUPS, es: SPANISH_SCHOOL_GROUPS };

export function oddOneOut(groups: Groups): PuzzleMaker {
  return (rng: Rng, lang = "en") => {
    const [main, other] = pickSome(rng, groups[lang], 2);
    const three = pickSome(rng, main.members, 3);
    const odd = pick(rng, other.members);
    return choicePuzzle(
      rng,
      inLanguage(lang, { en: "Which one does not belong?", es: "¿Cuál no pertenece al grupo?" }),
      odd,
      three,
      inLanguage(lang, {
        en: `${listed(three)} are all ${main.many}; ${odd} is ${other.one}.`,
        es: `${capitalised(listed(three, lang))} son ${main.many}; ${odd} no: es ${other.one}.`,
      }),
    );
  };
}

/** "Which number is the odd one out? 2, 4, 7, 8" */
const whichNumber = (numbers: readonly number[], lang: GameLanguage) =>
  `${inLanguage(lang, { en: "Which number is the odd one out?", es: "¿Qué número no encaja con los demás?" })} ${[...numbers].sort((a, b) => a - b).join(", ")}`;

/** Three even numbers and an odd one, or the other way round. */
export const evenOrOdd: PuzzleMaker = (rng, lang = "en") => {
  const evens = rng() < 0.5;
  const same = pickSome(
    rng,
    Array.from({ length: 25 }, (_, i) => 2 * i + (evens ? 2 : 1)),
    3,
  );
  const odd = 2 * intBetween(rng, 0, 24) + (evens ? 1 : 2);
  return choicePuzzle(
    rng,
    whichNumber([...same, odd], lang),
    String(odd),
    same.map(String),
    inLanguage(lang, {
      en: `${listed(same.map(String))} are all ${evens ? "even" : "odd"}; ${odd} is ${evens ? "odd" : "even"}.`,
      es: `${listed(same.map(String), lang)} son ${evens ? "pares" : "impares"}; ${odd} es ${evens ? "impar" : "par"}.`,
    }),
  );
};

/**
 * Three numbers from one times table and one that is not in it. The odd one is chosen so that
 * even and odd do not single out another number: "15, 30, 35, 37" would have two answers.
 */
export const outsideTheTable: PuzzleMaker = (rng, lang = "en") => {
  const table = pick(rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const same = pickSome(
    rng,
    Array.from({ length: 11 }, (_, i) => table * (i + 2)),
    3,
  );
  const alone = (n: number, all: number[]) => all.filter((m) => m % 2 === n % 2).length === 1;
  const candidates: number[] = [];
  for (let k = 2; k <= 12; k++) {
    for (let r = 1; r < table; r++) {
      const odd = table * k + r;
      if (!same.some((n) => alone(n, [...same, odd]))) candidates.push(odd);
    }
  }
  const odd = pick(rng, candidates);
  return choicePuzzle(
    rng,
    whichNumber([...same, odd], lang),
    String(odd),
    same.map(String),
    inLanguage(lang, {
      en: `${listed(same.map(String))} are all in the ${table} times table; ${odd} is not.`,
      es: `${listed(same.map(String), lang)} están en la tabla del ${table}; ${odd} no.`,
    }),
  );
};

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];
/** Odd numbers that are not prime: the ones that look prime at a glance. */
const ODD_COMPOSITES = [9, 15, 21, 25, 27, 33, 35, 39, 45, 49, 51, 55, 57, 63, 65, 69, 75, 77, 81, 85, 87, 91, 93, 95, 99];

function smallestFactor(n: number): number {
  for (let f = 2; f * f <= n; f++) if (n % f === 0) return f;
  return n;
}

export const whichIsPrime: PuzzleMaker = (rng, lang = "en") => {
  const prime = pick(rng, PRIMES.slice(4));
  const others = pickSome(rng, ODD_COMPOSITES, 3);
  const why = others.map((n) => `${n} = ${smallestFactor(n)} × ${n / smallestFactor(n)}`).join(", ");
  return choicePuzzle(
    rng,
    inLanguage(lang, { en: "Which of these is a prime number?", es: "¿Cuál de estos es un número primo?" }),
    String(prime),
    others.map(String),
    inLanguage(lang, {
      en: `${prime} can only be divided exactly by 1 and itself; the others cannot: ${why}.`,
      es: `${prime} solo se puede dividir exactamente entre 1 y entre sí mismo; los demás, no: ${why}.`,
    }),
  );
};
