// Math Quest's top level: simple probability, a bag of counters or a fair dice, solved like the
// other kinds of secondary.ts (built from a whole-number answer, confirmed by the solver).
import { inLanguage, type GameLanguage } from "../language";
import { intBetween, pick } from "../random";
import { checked, solvedKind } from "./secondary";

const COLOURS = ["red", "blue", "green", "yellow"] as const;
type Colour = (typeof COLOURS)[number];

/** A colour of counters (fichas, feminine in Spanish): one and many. */
const COLOUR_WORDS: Record<Exclude<GameLanguage, "en">, Record<Colour, [one: string, many: string]>> = {
  es: { red: ["roja", "rojas"], blue: ["azul", "azules"], green: ["verde", "verdes"], yellow: ["amarilla", "amarillas"] },
};

/** "3 red, 2 blue and 1 green": a bag's counters, listed. */
function bagList(bag: readonly string[], and: string): string {
  return `${bag.slice(0, -1).join(", ")} ${and} ${bag[bag.length - 1]}`;
}

/** A bag of counters (the chance as a fraction), or how often a fair dice shows a number. */
export const probability = solvedKind((rng, _size, lang) => {
  if (rng() < 0.6) {
    const counts = COLOURS.slice(0, intBetween(rng, 2, 3)).map((colour) => ({ colour, count: intBetween(rng, 1, 9) }));
    const asked = pick(rng, counts);
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    const chance = `${asked.count}/${total}`;
    const es = COLOUR_WORDS.es;
    const esBag = bagList(
      counts.map((c) => `${c.count} ${es[c.colour][c.count === 1 ? 0 : 1]}`),
      "y",
    );
    const esAsked = es[asked.colour][0];
    // The solver: the chance itself, times the total the answer is over.
    return checked(
      asked.count,
      (asked.count / total) * total,
      inLanguage(lang, {
        en: `A bag has ${bagList(
          counts.map((c) => `${c.count} ${c.colour}`),
          "and",
        )} counters. One is taken at random. P(${asked.colour}) = ?/${total}`,
        es: `Una bolsa tiene fichas: ${esBag}. Se saca una al azar. P(${esAsked}) = ?/${total}`,
      }),
      inLanguage(lang, {
        en: `${asked.count} of the ${total} counters are ${asked.colour}, so P(${asked.colour}) = ${chance}.`,
        es: `${asked.count} de las ${total} fichas ${asked.count === 1 ? `es ${esAsked}` : `son ${es[asked.colour][1]}`}, así que P(${esAsked}) = ${chance}.`,
      }),
    );
  }
  const rolls = 6 * intBetween(rng, 2, 50);
  const face = intBetween(rng, 1, 6);
  return checked(
    rolls / 6,
    rolls * (1 / 6),
    inLanguage(lang, {
      en: `A fair dice is rolled ${rolls} times. How many ${face}s would you expect?`,
      es: `Se lanza un dado normal ${rolls} veces. ¿Cuántas veces esperas que salga el ${face}?`,
    }),
    inLanguage(lang, {
      en: `Each face comes up 1 time in 6: ${rolls} ÷ 6 = ${rolls / 6}.`,
      es: `Cada cara sale 1 vez de cada 6: ${rolls} ÷ 6 = ${rolls / 6}.`,
    }),
  );
});
