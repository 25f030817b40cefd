// Reasoning puzzles: putting people in order from clues, days and clocks, stories in two steps,
// number machines. The oldest players' multi-step ones are in multi-step.ts.
import { inLanguage, type GameLanguage } from "../language";
import { intBetween, pick, shuffle, type Rng } from "../random";
import { choicePuzzle, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";
import { namesIn } from "./names";

/** A comparison, from most to least: "taller" / "shorter", "tallest" / "shortest". */
const SCALES = [
  { more: "taller", less: "shorter", most: "tallest", least: "shortest", same: "They are all the same height" },
  { more: "older", less: "younger", most: "oldest", least: "youngest", same: "They are all the same age" },
  { more: "faster", less: "slower", most: "fastest", least: "slowest", same: "They are all as fast as each other" },
  { more: "heavier", less: "lighter", most: "heaviest", least: "lightest", same: "They all weigh the same" },
] as const;

/**
 * The same scales in Spanish, said with a verb ("mide más que", "pesa menos que") so that one
 * sentence fits a girl and a boy alike ("más alto" / "más alta" would need each name's gender).
 */
const SPANISH_SCALES = [
  { more: "mide más que", less: "mide menos que", most: "mide más", least: "mide menos", same: "Todos miden lo mismo" },
  {
    more: "tiene más años que",
    less: "tiene menos años que",
    most: "tiene más años",
    least: "tiene menos años",
    same: "Todos tienen la misma edad",
  },
  {
    more: "corre más rápido que",
    less: "corre más despacio que",
    most: "corre más rápido",
    least: "corre más despacio",
    same: "Todos corren igual de rápido",
  },
  { more: "pesa más que", less: "pesa menos que", most: "pesa más", least: "pesa menos", same: "Todos pesan lo mismo" },
] as const;

/**
 * People in a line from most to least, told as clues between neighbours in a shuffled order,
 * some said the other way round ("Cara is shorter than Ben"). The chain fixes the whole order,
 * so exactly one person is the most (or the least).
 */
export function orderFromClues(people: number): PuzzleMaker {
  return (rng: Rng, lang: GameLanguage = "en") => {
    const en = pick(rng, SCALES);
    const es = SPANISH_SCALES[SCALES.indexOf(en)];
    const order = pickSome(rng, namesIn(lang), people);
    const clue = (a: string, b: string, more: boolean) =>
      inLanguage(lang, {
        en: `${a} is ${more ? en.more : en.less} than ${b}.`,
        es: `${a} ${more ? es.more : es.less} ${b}.`,
      });
    const clues = shuffle(
      rng,
      order.slice(1).map((person, i) => (rng() < 0.5 ? clue(order[i], person, true) : clue(person, order[i], false))),
    );
    const askMost = rng() < 0.5;
    const answer = askMost ? order[0] : order[people - 1];
    const asked = askMost ? es.most : es.least;
    return choicePuzzle(
      rng,
      `${clues.join(" ")} ${inLanguage(lang, { en: `Who is the ${askMost ? en.most : en.least}?`, es: `¿Quién ${asked}?` })}`,
      answer,
      people >= 4 ? order : [...order, inLanguage(lang, { en: en.same, es: es.same })],
      inLanguage(lang, {
        en: `In order from ${en.most} to ${en.least}: ${order.join(", ")}. So the ${askMost ? en.most : en.least} is ${answer}.`,
        es: `En orden, de quien ${es.most} a quien ${es.least}: ${order.join(", ")}. Así que quien ${asked} es ${answer}.`,
      }),
    );
  };
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** Spanish weeks start on Monday too; the days are written in small letters. */
const SPANISH_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];

/** "Today is Monday. What day will it be in 3 days?", up to `maxDays` days ahead. */
export function daysAhead(maxDays: number): PuzzleMaker {
  return (rng, lang = "en") => {
    const today = intBetween(rng, 0, 6);
    const ahead = intBetween(rng, 1, maxDays);
    const weeks = Math.floor(ahead / 7);
    const rest = ahead % 7;
    const [question, explanation] = lang === "en" ? inEnglish(today, ahead, weeks, rest) : inSpanish(today, ahead, weeks, rest);
    const names = inLanguage(lang, { en: DAYS, es: SPANISH_DAYS });
    return choicePuzzle(rng, question, names[(today + ahead) % 7], names, explanation);
  };
}

/** Days ahead's question and explanation in English. */
function inEnglish(today: number, ahead: number, weeks: number, rest: number): [string, string] {
  const answer = DAYS[(today + ahead) % 7];
  const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
  const weeksText = `${weeks} whole week${weeks === 1 ? "" : "s"}`;
  const explanation =
    weeks === 0
      ? `Counting ${days(ahead)} on from ${DAYS[today]} gives ${answer}.`
      : rest === 0
        ? `${ahead} days is exactly ${weeksText}, and whole weeks always land on the same day: ${answer}.`
        : `${ahead} days is ${weeksText} and ${days(rest)}. Whole weeks land on ${DAYS[today]} again, and ${days(rest)} more gives ${answer}.`;
  return [`Today is ${DAYS[today]}. What day will it be in ${days(ahead)}?`, explanation];
}

/** The same in Spanish: "Hoy es lunes. ¿Qué día será dentro de 3 días?" */
function inSpanish(today: number, ahead: number, weeks: number, rest: number): [string, string] {
  const [day, answer] = [SPANISH_DAYS[today], SPANISH_DAYS[(today + ahead) % 7]];
  const days = (n: number) => `${n} día${n === 1 ? "" : "s"}`;
  const weeksText = `${weeks} semana${weeks === 1 ? "" : "s"} completa${weeks === 1 ? "" : "s"}`;
  const explanation =
    weeks === 0
      ? `Si cuentas ${days(ahead)} desde el ${day}, llegas al ${answer}.`
      : rest === 0
        ? `${ahead} días son justo ${weeksText}, y las semanas completas siempre caen en el mismo día: ${answer}.`
        : `${ahead} días son ${weeksText} y ${days(rest)}. Las semanas completas vuelven a caer en ${day}, y ${days(rest)} más ${rest === 1 ? "da" : "dan"} ${answer}.`;
  return [`Hoy es ${day}. ¿Qué día será dentro de ${days(ahead)}?`, explanation];
}

const STORIES = [
  { who: "hens", each: "lay", thing: "eggs", per: "a day", over: "days" },
  { who: "children", each: "read", thing: "pages", per: "a day", over: "days" },
  { who: "trees", each: "drop", thing: "apples", per: "a week", over: "weeks" },
  { who: "bakers", each: "bake", thing: "loaves", per: "an hour", over: "hours" },
] as const;

/** The same stories in Spanish: "3 gallinas ponen 2 huevos cada una al día". */
const SPANISH_STORIES = [
  { who: "gallinas", each: "ponen", thing: "huevos", how: "Cuántos", per: "cada una al día", rate: "al día", over: "días" },
  { who: "niños", each: "leen", thing: "páginas", how: "Cuántas", per: "cada uno al día", rate: "al día", over: "días" },
  {
    who: "árboles",
    each: "dejan caer",
    thing: "manzanas",
    how: "Cuántas",
    per: "cada uno a la semana",
    rate: "a la semana",
    over: "semanas",
  },
  { who: "panaderos", each: "hornean", thing: "panes", how: "Cuántos", per: "cada uno por hora", rate: "por hora", over: "horas" },
] as const;

/** Two-step word problems: so many of something each, over so many days. */
export const twoStepStory: PuzzleMaker = (rng, lang = "en") => {
  const story = pick(rng, STORIES);
  const es = SPANISH_STORIES[STORIES.indexOf(story)];
  const count = intBetween(rng, 2, 9);
  const each = intBetween(rng, 2, 9);
  const periods = intBetween(rng, 2, 5);
  const perPeriod = count * each;
  const total = perPeriod * periods;
  return choicePuzzle(
    rng,
    inLanguage(lang, {
      en: `${count} ${story.who} each ${story.each} ${each} ${story.thing} ${story.per}. How many ${story.thing} is that in ${periods} ${story.over}?`,
      es: `${count} ${es.who} ${es.each} ${each} ${es.thing} ${es.per}. ¿${es.how} ${es.thing} son en ${periods} ${es.over}?`,
    }),
    String(total),
    [...nearbyNumbers(rng, total, each), String(perPeriod), String(perPeriod + periods)],
    inLanguage(lang, {
      en: `${count} × ${each} = ${perPeriod} ${story.thing} ${story.per}, and ${perPeriod} × ${periods} = ${total}.`,
      es: `${count} × ${each} = ${perPeriod} ${es.thing} ${es.rate}, y ${perPeriod} × ${periods} = ${total}.`,
    }),
  );
};

const MACHINE_STEPS = [
  {
    text: (n: number) => `multiplies by ${n}`,
    es: (n: number) => `multiplica por ${n}`,
    apply: (x: number, n: number) => x * n,
    undo: (y: number, n: number) => y / n,
    sign: "×",
  },
  {
    text: (n: number) => `adds ${n}`,
    es: (n: number) => `suma ${n}`,
    apply: (x: number, n: number) => x + n,
    undo: (y: number, n: number) => y - n,
    sign: "+",
  },
  {
    text: (n: number) => `takes away ${n}`,
    es: (n: number) => `resta ${n}`,
    apply: (x: number, n: number) => x - n,
    undo: (y: number, n: number) => y + n,
    sign: "−",
  },
] as const;

/**
 * A two-step number machine: multiply, then add or take away. Forwards, what comes out; in
 * reverse (`reverse`), what went in, worked backwards.
 */
export function numberMachine(reverse: boolean): PuzzleMaker {
  return (rng, lang = "en") => {
    const times = intBetween(rng, 2, 6);
    const second = pick(rng, MACHINE_STEPS.slice(1));
    const input = intBetween(rng, 2, 12);
    const middle = input * times;
    // Taking away never goes below zero.
    const amount = intBetween(rng, 1, Math.min(9, middle - 1));
    const output = second.apply(middle, amount);
    const rule = inLanguage(lang, {
      en: `A number machine multiplies by ${times} and then ${second.text(amount)}.`,
      es: `Una máquina de números multiplica por ${times} y luego ${second.es(amount)}.`,
    });
    if (!reverse) {
      const steps = `${input} × ${times} = ${middle}, ${inLanguage(lang, { en: "and", es: "y" })} ${middle} ${second.sign} ${amount} = ${output}.`;
      return choicePuzzle(
        rng,
        `${rule} ${inLanguage(lang, { en: `You put in ${input}. What comes out?`, es: `Metes el ${input}. ¿Qué número sale?` })}`,
        String(output),
        [...nearbyNumbers(rng, output, times), String(middle), String((input + amount) * times)],
        steps,
      );
    }
    const undone = second.undo(output, amount);
    return choicePuzzle(
      rng,
      `${rule} ${inLanguage(lang, { en: `${output} came out. What number went in?`, es: `Salió el ${output}. ¿Qué número entró?` })}`,
      String(input),
      [...nearbyNumbers(rng, input, 2), String(undone), String(Math.round(output / times))],
      inLanguage(lang, {
        en: `Work backwards: undo "${second.text(amount)}" to get ${undone}, then ${undone} ÷ ${times} = ${input}.`,
        es: `Hazlo al revés: deshaz «${second.es(amount)}» y obtienes ${undone}; luego, ${undone} ÷ ${times} = ${input}.`,
      }),
    );
  };
}
