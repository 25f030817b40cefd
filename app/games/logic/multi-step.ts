// Multi-step reasoning for the oldest players (Logic Lab's level 5): syllogisms, ages, rates,
// magic squares, binary, chance and percentages.
import { inLanguage } from "../language";
import { intBetween, pick, type Rng } from "../random";
import { choicePuzzle, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";
import { namesIn } from "./names";

const NONSENSE = ["bloops", "razzies", "lazzies", "zorbs", "quibs", "flinks", "mobbles", "snerts", "trills", "wumps", "glims", "pobbles"];
/** Made-up Spanish-sounding words, in the singular: "Ningún blopo es un rasqui"; plural with an s. */
const SPANISH_NONSENSE = [
  "blopo",
  "rasqui",
  "zórbulo",
  "quibo",
  "flíncaro",
  "mobilo",
  "trinqui",
  "gúmpalo",
  "glimo",
  "póbulo",
  "fúnfalo",
  "zápiro",
];

/** Syllogisms with made-up words, so only the logic (not what we know) gives the answer. */
export const syllogism: PuzzleMaker = (rng, lang = "en") => {
  if (lang === "es") return spanishSyllogism(rng);
  const [a, b, c] = pickSome(rng, NONSENSE, 3);
  if (rng() < 0.5) {
    const answer = `All ${a} are ${c}.`;
    return choicePuzzle(
      rng,
      `All ${a} are ${b}. All ${b} are ${c}. Which statement must be true?`,
      answer,
      [`All ${c} are ${a}.`, `No ${a} are ${c}.`, `All ${c} are ${b}.`, `No ${b} are ${c}.`],
      `Every one of the ${a} is among the ${b}, and every one of the ${b} is among the ${c}, so: ${answer} The reverse need not hold.`,
    );
  }
  const answer = `No ${c} are ${b}.`;
  return choicePuzzle(
    rng,
    `No ${a} are ${b}. All ${c} are ${a}. Which statement must be true?`,
    answer,
    [`All ${c} are ${b}.`, `All ${a} are ${c}.`, `All ${b} are ${c}.`, `Some ${a} are ${b}.`],
    `Every one of the ${c} is among the ${a}, and none of the ${a} are ${b}, so: ${answer}`,
  );
};

/** The same two syllogisms in Spanish. */
function spanishSyllogism(rng: Rng) {
  const [a, b, c] = pickSome(rng, SPANISH_NONSENSE, 3);
  const all = (x: string, y: string) => `Todos los ${x}s son ${y}s.`;
  const none = (x: string, y: string) => `Ningún ${x} es un ${y}.`;
  const question = "¿Qué afirmación tiene que ser verdadera?";
  if (rng() < 0.5) {
    const answer = all(a, c);
    return choicePuzzle(
      rng,
      `${all(a, b)} ${all(b, c)} ${question}`,
      answer,
      [all(c, a), none(a, c), all(c, b), none(b, c)],
      `Cada uno de los ${a}s está entre los ${b}s, y cada uno de los ${b}s está entre los ${c}s; por eso: ${answer} Al revés no tiene por qué ser cierto.`,
    );
  }
  const answer = none(c, b);
  return choicePuzzle(
    rng,
    `${none(a, b)} ${all(c, a)} ${question}`,
    answer,
    [all(c, b), all(a, c), all(b, c), `Algunos ${a}s son ${b}s.`],
    `Cada uno de los ${c}s está entre los ${a}s, y ningún ${a} es un ${b}; por eso: ${answer}`,
  );
}

/** "Ann is k times as old as Ben. In n years their ages will add up to T." */
export const agePuzzle: PuzzleMaker = (rng, lang = "en") => {
  const [older, younger] = pickSome(rng, namesIn(lang), 2);
  const times = intBetween(rng, 2, 5);
  const age = intBetween(rng, 2, 12);
  const years = intBetween(rng, 1, 10);
  const total = age * times + age + 2 * years;
  return choicePuzzle(
    rng,
    inLanguage(lang, {
      en: `${older} is ${times} times as old as ${younger}. In ${years} years, their ages will add up to ${total}. How old is ${younger} now?`,
      es: `${older} tiene ${times} veces la edad de ${younger}. Dentro de ${years} ${years === 1 ? "año" : "años"}, sus edades sumarán ${total}. ¿Cuántos años tiene ${younger} ahora?`,
    }),
    String(age),
    [...nearbyNumbers(rng, age, 2), String(age + years), String(Math.floor(total / (times + 1)))],
    inLanguage(lang, {
      en: `Now their ages add up to ${total} − ${2 * years} = ${total - 2 * years}, which is ${times + 1} times ${younger}'s age: ${total - 2 * years} ÷ ${times + 1} = ${age}.`,
      es: `Ahora sus edades suman ${total} − ${2 * years} = ${total - 2 * years}, que es ${times + 1} veces la edad de ${younger}: ${total - 2 * years} ÷ ${times + 1} = ${age}.`,
    }),
  );
};

/** More workers, less time: workers × days stays the same. */
export const workersAndDays: PuzzleMaker = (rng, lang = "en") => {
  const [workers, newWorkers] = pickSome(rng, [2, 3, 4, 5, 6, 8, 10, 12], 2);
  const work = workers * newWorkers * intBetween(rng, 1, 3);
  const days = work / workers;
  const answer = work / newWorkers;
  return choicePuzzle(
    rng,
    inLanguage(lang, {
      en: `${workers} painters take ${days} days to paint a school. How many days would ${newWorkers} painters take, working at the same speed?`,
      es: `${workers} pintores tardan ${days} días en pintar una escuela. ¿Cuántos días tardarían ${newWorkers} pintores, trabajando al mismo ritmo?`,
    }),
    String(answer),
    [...nearbyNumbers(rng, answer, 2), String(days), ...[(days * newWorkers) / workers].filter(Number.isInteger).map(String)],
    inLanguage(lang, {
      en: `The job takes ${workers} × ${days} = ${work} painter-days, and ${work} ÷ ${newWorkers} = ${answer}.`,
      es: `El trabajo lleva ${workers} × ${days} = ${work} días de pintor, y ${work} ÷ ${newWorkers} = ${answer}.`,
    }),
  );
};

/** The Lo Shu square; its symmetries and a scale and shift give many magic squares. */
const LO_SHU = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
];

export const magicSquare: PuzzleMaker = (rng, lang = "en") => {
  let grid = LO_SHU.map((row) => [...row]);
  if (rng() < 0.5) grid = grid.map((row) => [...row].reverse());
  for (let turns = intBetween(rng, 0, 3); turns > 0; turns--) grid = grid[0].map((_, c) => grid.map((row) => row[c]).reverse());
  const scale = intBetween(rng, 1, 3);
  const shift = intBetween(rng, 0, 10);
  const cells = grid.map((row) => row.map((v) => v * scale + shift));
  const total = 15 * scale + 3 * shift;
  const r = intBetween(rng, 0, 2);
  const c = intBetween(rng, 0, 2);
  const answer = cells[r][c];
  const shown = cells.map((row, i) => row.map((v, j) => (i === r && j === c ? "?" : String(v))).join(" "));
  const rowRest = cells[r].filter((_, j) => j !== c);
  return choicePuzzle(
    rng,
    `${inLanguage(lang, {
      en: "In this grid every row, column and diagonal adds up to the same number. What is the missing number?",
      es: "En esta cuadrícula, cada fila, columna y diagonal suma lo mismo. ¿Qué número falta?",
    })} ${shown.join(" / ")}`,
    String(answer),
    nearbyNumbers(rng, answer, scale + 1),
    `${inLanguage(lang, {
      en: `A full row adds up to ${total}, so the missing number is`,
      es: `Una fila completa suma ${total}, así que el número que falta es`,
    })} ${total} − ${rowRest[0]} − ${rowRest[1]} = ${answer}.`,
  );
};

export const binaryNumber: PuzzleMaker = (rng, lang = "en") => {
  const n = intBetween(rng, 5, 63);
  const bits = n.toString(2);
  const places = [...bits].map((bit, i) => (bit === "1" ? 2 ** (bits.length - 1 - i) : 0)).filter((v) => v > 0);
  return choicePuzzle(
    rng,
    inLanguage(lang, {
      en: `What is the binary number ${bits} as an ordinary (base 10) number?`,
      es: `¿Cuánto vale el número binario ${bits} como número normal (en base 10)?`,
    }),
    String(n),
    [...nearbyNumbers(rng, n, 2), String(Number(bits) % 100), String(n * 2)],
    `${inLanguage(lang, {
      en: "Each 1 counts its place value (1, 2, 4, 8, 16, 32 from the right)",
      es: "Cada 1 vale lo que vale su lugar (1, 2, 4, 8, 16, 32 desde la derecha)",
    })}: ${places.join(" + ")} = ${n}.`,
  );
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(top: number, bottom: number): string {
  const g = gcd(top, bottom);
  return `${top / g}/${bottom / g}`;
}

/** A marble's colour in Spanish, one and many: "1 canica roja", "3 canicas rojas". */
const SPANISH_MARBLES: Record<string, readonly [string, string]> = {
  red: ["roja", "rojas"],
  blue: ["azul", "azules"],
  green: ["verde", "verdes"],
  yellow: ["amarilla", "amarillas"],
};

/** "3 canicas rojas", "1 canica azul" */
const marbles = (count: number, colour: string) =>
  `${count} ${count === 1 ? "canica" : "canicas"} ${SPANISH_MARBLES[colour][count === 1 ? 0 : 1]}`;

export const marbleChance: PuzzleMaker = (rng, lang = "en") => {
  const [colour, other] = pickSome(rng, ["red", "blue", "green", "yellow"], 2);
  const mine = intBetween(rng, 1, 9);
  const theirs = intBetween(rng, 1, 9);
  const total = mine + theirs;
  const answer = fraction(mine, total);
  return choicePuzzle(
    rng,
    inLanguage(lang, {
      en: `A bag holds ${mine} ${colour} and ${theirs} ${other} marbles. You pick one without looking. What is the chance it is ${colour}?`,
      es: `En una bolsa hay ${marbles(mine, colour)} y ${marbles(theirs, other)}. Sacas una sin mirar. ¿Qué probabilidad hay de que sea ${SPANISH_MARBLES[colour][0]}?`,
    }),
    answer,
    // All in lowest terms, so two options never show the same value.
    [
      [theirs, total],
      [mine, theirs],
      [1, total],
      [theirs, mine],
      [mine + 1, total + 1],
      [mine, total + 1],
      [total, mine],
    ].map(([t, b]) => fraction(t, b)),
    `${inLanguage(lang, {
      en: `${mine} of the ${total} marbles are ${colour}, so the chance is`,
      es: `${mine} de las ${total} canicas ${mine === 1 ? "es" : "son"} ${SPANISH_MARBLES[colour][mine === 1 ? 0 : 1]}, así que la probabilidad es`,
    })} ${mine}/${total}${answer === `${mine}/${total}` ? "" : ` = ${answer}`}.`,
  );
};

/** A price goes up by one percentage, then down by another; whole numbers throughout. */
export const percentChange: PuzzleMaker = (rng, lang = "en") => {
  const up = pick(rng, [10, 20, 25, 50]);
  const down = pick(rng, [10, 20, 25, 50]);
  // Multiples of 400 keep 25% steps whole; otherwise multiples of 200 are enough.
  const price = (400 * intBetween(rng, 1, 3)) / (up === 25 || down === 25 ? 1 : 2);
  const raised = (price * (100 + up)) / 100;
  const answer = (raised * (100 - down)) / 100;
  return choicePuzzle(
    rng,
    inLanguage(lang, {
      en: `A bike costs ${price} coins. Its price goes up by ${up}%, then the new price goes down by ${down}%. What does it cost now?`,
      es: `Una bicicleta cuesta ${price} monedas. Su precio sube un ${up}% y luego el nuevo precio baja un ${down}%. ¿Cuánto cuesta ahora?`,
    }),
    String(answer),
    [String(price), String((price * (100 + up - down)) / 100), String(raised), ...nearbyNumbers(rng, answer, 10)],
    inLanguage(lang, {
      en: `Up ${up}%: ${price} + ${(price * up) / 100} = ${raised}. Down ${down}%: ${raised} − ${(raised * down) / 100} = ${answer}.`,
      es: `Sube un ${up}%: ${price} + ${(price * up) / 100} = ${raised}. Baja un ${down}%: ${raised} − ${(raised * down) / 100} = ${answer}.`,
    }),
  );
};
