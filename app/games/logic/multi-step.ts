// Multi-step reasoning for the oldest players (Logic Lab's level 5): syllogisms, ages, rates,
// magic squares, binary, chance and percentages.
import { intBetween, pick } from "../random";
import { choicePuzzle, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";
import { NAMES } from "./names";

const NONSENSE = ["bloops", "razzies", "lazzies", "zorbs", "quibs", "flinks", "mobbles", "snerts", "trills", "wumps", "glims", "pobbles"];

/** Syllogisms with made-up words, so only the logic (not what we know) gives the answer. */
export const syllogism: PuzzleMaker = (rng) => {
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

/** "Ann is k times as old as Ben. In n years their ages will add up to T." */
export const agePuzzle: PuzzleMaker = (rng) => {
  const [older, younger] = pickSome(rng, NAMES, 2);
  const times = intBetween(rng, 2, 5);
  const age = intBetween(rng, 2, 12);
  const years = intBetween(rng, 1, 10);
  const total = age * times + age + 2 * years;
  return choicePuzzle(
    rng,
    `${older} is ${times} times as old as ${younger}. In ${years} years, their ages will add up to ${total}. How old is ${younger} now?`,
    String(age),
    [...nearbyNumbers(rng, age, 2), String(age + years), String(Math.floor(total / (times + 1)))],
    `Now their ages add up to ${total} − ${2 * years} = ${total - 2 * years}, which is ${times + 1} times ${younger}'s age: ${total - 2 * years} ÷ ${times + 1} = ${age}.`,
  );
};

/** More workers, less time: workers × days stays the same. */
export const workersAndDays: PuzzleMaker = (rng) => {
  const [workers, newWorkers] = pickSome(rng, [2, 3, 4, 5, 6, 8, 10, 12], 2);
  const work = workers * newWorkers * intBetween(rng, 1, 3);
  const days = work / workers;
  const answer = work / newWorkers;
  return choicePuzzle(
    rng,
    `${workers} painters take ${days} days to paint a school. How many days would ${newWorkers} painters take, working at the same speed?`,
    String(answer),
    [...nearbyNumbers(rng, answer, 2), String(days), ...[(days * newWorkers) / workers].filter(Number.isInteger).map(String)],
    `The job takes ${workers} × ${days} = ${work} painter-days, and ${work} ÷ ${newWorkers} = ${answer}.`,
  );
};

/** The Lo Shu square; its symmetries and a scale and shift give many magic squares. */
const LO_SHU = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
];

export const magicSquare: PuzzleMaker = (rng) => {
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
    `In this grid every row, column and diagonal adds up to the same number. What is the missing number? ${shown.join(" / ")}`,
    String(answer),
    nearbyNumbers(rng, answer, scale + 1),
    `A full row adds up to ${total}, so the missing number is ${total} − ${rowRest[0]} − ${rowRest[1]} = ${answer}.`,
  );
};

export const binaryNumber: PuzzleMaker = (rng) => {
  const n = intBetween(rng, 5, 63);
  const bits = n.toString(2);
  const places = [...bits].map((bit, i) => (bit === "1" ? 2 ** (bits.length - 1 - i) : 0)).filter((v) => v > 0);
  return choicePuzzle(
    rng,
    `What is the binary number ${bits} as an ordinary (base 10) number?`,
    String(n),
    [...nearbyNumbers(rng, n, 2), String(Number(bits) % 100), String(n * 2)],
    `Each 1 counts its place value (1, 2, 4, 8, 16, 32 from the right): ${places.join(" + ")} = ${n}.`,
  );
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(top: number, bottom: number): string {
  const g = gcd(top, bottom);
  return `${top / g}/${bottom / g}`;
}

export const marbleChance: PuzzleMaker = (rng) => {
  const [colour, other] = pickSome(rng, ["red", "blue", "green", "yellow"], 2);
  const mine = intBetween(rng, 1, 9);
  const theirs = intBetween(rng, 1, 9);
  const total = mine + theirs;
  const answer = fraction(mine, total);
  return choicePuzzle(
    rng,
    `A bag holds ${mine} ${colour} and ${theirs} ${other} marbles. You pick one without looking. What is the chance it is ${colour}?`,
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
    `${mine} of the ${total} marbles are ${colour}, so the chance is ${mine}/${total}${answer === `${mine}/${total}` ? "" : ` = ${answer}`}.`,
  );
};

/** A price goes up by one percentage, then down by another; whole numbers throughout. */
export const percentChange: PuzzleMaker = (rng) => {
  const up = pick(rng, [10, 20, 25, 50]);
  const down = pick(rng, [10, 20, 25, 50]);
  // Multiples of 400 keep 25% steps whole; otherwise multiples of 200 are enough.
  const price = (400 * intBetween(rng, 1, 3)) / (up === 25 || down === 25 ? 1 : 2);
  const raised = (price * (100 + up)) / 100;
  const answer = (raised * (100 - down)) / 100;
  return choicePuzzle(
    rng,
    `A bike costs ${price} coins. Its price goes up by ${up}%, then the new price goes down by ${down}%. What does it cost now?`,
    String(answer),
    [String(price), String((price * (100 + up - down)) / 100), String(raised), ...nearbyNumbers(rng, answer, 10)],
    `Up ${up}%: ${price} + ${(price * up) / 100} = ${raised}. Down ${down}%: ${raised} − ${(raised * down) / 100} = ${answer}.`,
  );
};
