// Memory challenges: a short sequence and a question about it in one prompt, as in the
// original bank. Items in a sequence are all different (except in "how many times"), so
// "what came after X" has one answer. Longer sequences and harder questions for older bands.
// Spanish asks for a place ("en tercer lugar"), so no ordinal has to agree with a noun.
import type { BlitzChallenge } from "../brain-blitz.bank";
import { inLanguage, type GameLanguage } from "../language";
import { intBetween, pick, shuffle, type Rng } from "../random";
import type { ChallengeMaker } from "./challenge";

interface Pool {
  /** "Remember these colours", "Which colour ..." */
  plural: string;
  singular: string;
  items: readonly string[];
  /** How the sequence is written: digits and letters with spaces, words with commas. */
  joiner: string;
  /** Spanish: "estos" or "estas", and how an item is named after "de": "del 7", "de la K" (else quoted: "de “gato”"). */
  these?: string;
  of?: (item: string) => string;
}

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
const quoted = (item: string) => `de “${item}”`;

const POOLS: readonly Pool[] = [
  { plural: "numbers", singular: "number", items: DIGITS, joiner: " " },
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

const POOLS_ES: readonly Pool[] = [
  { plural: "números", singular: "número", these: "estos", items: DIGITS, joiner: " ", of: (d) => `del ${d}` },
  { plural: "letras", singular: "letra", these: "estas", items: [..."BCDFGHJKLMNÑPRSTVZ"], joiner: " ", of: (l) => `de la ${l}` },
  {
    plural: "colores",
    singular: "color",
    these: "estos",
    items: ["rojo", "azul", "verde", "amarillo", "rosa", "morado", "naranja", "negro", "blanco", "gris"],
    joiner: ", ",
  },
  {
    plural: "animales",
    singular: "animal",
    these: "estos",
    items: ["gato", "perro", "búho", "zorro", "vaca", "cerdo", "gallina", "abeja", "oso", "pato", "león", "rana"],
    joiner: ", ",
  },
  {
    plural: "frutas",
    singular: "fruta",
    these: "estas",
    items: ["pera", "ciruela", "kiwi", "lima", "higo", "manzana", "limón", "mango", "uva", "piña"],
    joiner: ", ",
  },
];

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];
/** "en tercer lugar": the forms before a noun. */
const PLACES_ES = ["primer", "segundo", "tercer", "cuarto", "quinto", "sexto", "séptimo", "octavo"];

function intro(pool: Pool, items: readonly string[], lang: GameLanguage): string {
  const list = items.join(pool.joiner);
  if (lang === "es")
    return pool.singular === "número" ? `Memoriza esta secuencia: ${list}.` : `Memoriza ${pool.these} ${pool.plural}: ${list}.`;
  return pool.singular === "number" ? `Remember this sequence: ${list}.` : `Remember these ${pool.plural}: ${list}.`;
}

const poolsIn = (lang: GameLanguage) => inLanguage(lang, { en: POOLS, es: POOLS_ES });

/** "Which colour came right after red?" / "¿Qué color venía justo después de “rojo”?" */
function nextTo(pool: Pool, item: string, after: boolean, lang: GameLanguage): string {
  if (lang === "es") return `¿Qué ${pool.singular} venía justo ${after ? "después" : "antes"} ${pool.of?.(item) ?? quoted(item)}?`;
  return `Which ${pool.singular} came ${after ? "right after" : "just before"} ${item}?`;
}

/** Questions about the position of an item: which was nth, what came after or before. */
export function positionRecall(minLength: number, maxLength: number): ChallengeMaker {
  return (rng: Rng, lang: GameLanguage): BlitzChallenge => {
    const pool = pick(rng, poolsIn(lang));
    const items = shuffle(rng, pool.items).slice(0, intBetween(rng, minLength, maxLength));
    const form = intBetween(rng, 0, 2);
    if (form === 0) {
      const n = intBetween(rng, 0, items.length - 1);
      const last = n === items.length - 1 && rng() < 0.5;
      const which = inLanguage(lang, {
        en: `Which ${pool.singular} was ${last ? "last" : ORDINALS[n]}?`,
        es: `¿Qué ${pool.singular} iba ${last ? "al final" : `en ${PLACES_ES[n]} lugar`}?`,
      });
      return {
        category: "memory",
        question: `${intro(pool, items, lang)} ${which}`,
        answer: items[n],
        points: 1,
        distractors: items.filter((_, i) => i !== n),
      };
    }
    const n = intBetween(rng, 1, items.length - 1);
    if (form === 1) {
      return {
        category: "memory",
        question: `${intro(pool, items, lang)} ${nextTo(pool, items[n - 1], true, lang)}`,
        answer: items[n],
        points: 2,
        distractors: items.filter((_, i) => i !== n),
      };
    }
    return {
      category: "memory",
      question: `${intro(pool, items, lang)} ${nextTo(pool, items[n], false, lang)}`,
      answer: items[n - 1],
      points: 2,
      distractors: items.filter((_, i) => i !== n - 1),
    };
  };
}

/** Working with a remembered sequence of digits: add them up, say them backwards, count one. */
export function numberWork(minLength: number, maxLength: number): ChallengeMaker {
  return (rng: Rng, lang: GameLanguage): BlitzChallenge => {
    const digits = poolsIn(lang)[0];
    const length = intBetween(rng, minLength, maxLength);
    const form = intBetween(rng, 0, 2);
    if (form === 2) {
      // Repeats on purpose: one digit appears two to four times among others.
      const digit = String(intBetween(rng, 1, 9));
      const times = intBetween(rng, 2, Math.min(4, length - 1));
      const others = Array.from({ length: length - times }, () =>
        pick(
          rng,
          DIGITS.filter((d) => d !== digit),
        ),
      );
      const items = shuffle(rng, [...others, ...Array(times).fill(digit)]);
      const ask = inLanguage(lang, { en: `How many times did ${digit} appear?`, es: `¿Cuántas veces apareció el ${digit}?` });
      return { category: "memory", question: `${intro(digits, items, lang)} ${ask}`, answer: String(times), points: 3 };
    }
    const items = shuffle(rng, DIGITS).slice(0, length);
    if (form === 0) {
      const sum = items.reduce((total, d) => total + Number(d), 0);
      const ask = inLanguage(lang, { en: "What do its numbers add up to?", es: "¿Cuánto suman sus números?" });
      return { category: "memory", question: `${intro(digits, items, lang)} ${ask}`, answer: String(sum), points: 3 };
    }
    const backwards = [...items].reverse();
    return {
      category: "memory",
      question: `${intro(digits, items, lang)} ${inLanguage(lang, { en: "Type it backwards.", es: "Escríbela al revés." })}`,
      answer: backwards.join(""),
      accept: [backwards.join(" "), backwards.join(","), backwards.join(", ")],
      points: 3,
    };
  };
}
