// "A is to B as C is to ...": pairs linked by one relation. The wrong options come from the
// same relation's other pairs, so they are plausible, and a relation never maps one word to
// two answers, so only one option fits.
import { YOUNG_ANIMALS } from "../facts/young-animals";
import { inLanguage } from "../language";
import { pick } from "../random";
import { SPANISH_RELATIONS, type Relation } from "./analogies-es";
import { choicePuzzle, pickSome, withArticle as an, type PuzzleMaker } from "./choices";
import { capitalised } from "./spanish";

const RELATIONS: readonly Relation[] = [
  {
    // One animal per name of the young (bear and lion both have cubs): one option fits.
    pairs: YOUNG_ANIMALS.filter(([, young], i) => YOUNG_ANIMALS.findIndex(([, other]) => other === young) === i).map(
      ([animal, young]) => [animal, young] as const,
    ),
    explain: (a, b) => `${an(b)} is a young ${a}`,
  },
  {
    pairs: [
      ["bird", "nest"],
      ["bee", "hive"],
      ["rabbit", "burrow"],
      ["spider", "web"],
      ["horse", "stable"],
      ["pig", "sty"],
      ["dog", "kennel"],
      ["badger", "sett"],
      ["beaver", "lodge"],
      ["fish", "pond"],
      ["lion", "den"],
      ["ant", "anthill"],
    ],
    explain: (a, b) => `${an(a)} lives in ${an(b)}`,
  },
  {
    pairs: [
      ["dog", "bark"],
      ["cat", "meow"],
      ["cow", "moo"],
      ["lion", "roar"],
      ["duck", "quack"],
      ["owl", "hoot"],
      ["horse", "neigh"],
      ["pig", "oink"],
      ["snake", "hiss"],
      ["bee", "buzz"],
      ["sheep", "baa"],
      ["donkey", "bray"],
      ["wolf", "howl"],
      ["mouse", "squeak"],
    ],
    explain: (a, b) => `${an(a)} makes the sound "${b}"`,
  },
  {
    pairs: [
      ["hot", "cold"],
      ["big", "small"],
      ["up", "down"],
      ["fast", "slow"],
      ["happy", "sad"],
      ["light", "dark"],
      ["open", "closed"],
      ["early", "late"],
      ["full", "empty"],
      ["wet", "dry"],
      ["loud", "quiet"],
      ["hard", "soft"],
      ["tall", "short"],
      ["win", "lose"],
      ["push", "pull"],
      ["day", "night"],
      ["old", "new"],
      ["near", "far"],
    ],
    explain: (a, b) => `${b} is the opposite of ${a}`,
  },
  {
    pairs: [
      ["hand", "glove"],
      ["foot", "sock"],
      ["head", "hat"],
      ["neck", "scarf"],
      ["finger", "ring"],
      ["wrist", "watch"],
      ["ear", "earring"],
      ["waist", "belt"],
    ],
    explain: (a, b) => `you wear ${an(b)} on your ${a}`,
  },
  {
    pairs: [
      ["pen", "write"],
      ["knife", "cut"],
      ["spoon", "stir"],
      ["broom", "sweep"],
      ["needle", "sew"],
      ["shovel", "dig"],
      ["key", "unlock"],
      ["eraser", "rub out"],
      ["ladder", "climb"],
      ["bell", "ring"],
      ["oven", "bake"],
      ["towel", "dry"],
    ],
    explain: (a, b) => `you use ${an(a)} to ${b}`,
  },
  {
    pairs: [
      ["doctor", "hospital"],
      ["teacher", "school"],
      ["chef", "kitchen"],
      ["pilot", "cockpit"],
      ["farmer", "farm"],
      ["librarian", "library"],
      ["judge", "court"],
      ["astronaut", "space station"],
      ["baker", "bakery"],
      ["actor", "stage"],
    ],
    explain: (a, b) => `${an(a)} works ${b === "farm" || b === "stage" ? "on" : "in"} ${an(b)}`,
  },
];

export const analogy: PuzzleMaker = (rng, lang = "en") => {
  const relation = pick(rng, inLanguage(lang, { en: RELATIONS, es: SPANISH_RELATIONS }));
  const [example, asked] = pickSome(rng, relation.pairs, 2);
  const answer = asked[1];
  const [a, b] = [capitalised(example[0]), example[1]];
  return choicePuzzle(
    rng,
    inLanguage(lang, { en: `${a} is to ${b} as ${asked[0]} is to ...`, es: `${a} es a ${b} como ${asked[0]} es a ...` }),
    answer,
    relation.pairs.map((p) => p[1]),
    `${capitalised(relation.explain(example[0], example[1]))}, ${inLanguage(lang, { en: "and", es: "y" })} ${relation.explain(asked[0], answer)}.`,
  );
};
