// Reasoning puzzles: putting people in order from clues, days and clocks, number machines,
// and for the oldest players syllogisms, ages, rates, magic squares, binary and chance.
import { intBetween, pick, shuffle, type Rng } from "../random";
import { choicePuzzle, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";

const NAMES = [
  "Amy",
  "Ben",
  "Cara",
  "Dev",
  "Ella",
  "Finn",
  "Gina",
  "Hugo",
  "Isla",
  "Jack",
  "Kemi",
  "Leo",
  "Mia",
  "Noah",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tara",
  "Umar",
  "Vera",
  "Will",
  "Yara",
  "Zoe",
];

/** A comparison, from most to least: "taller" / "shorter", "tallest" / "shortest". */
const SCALES = [
  { more: "taller", less: "shorter", most: "tallest", least: "shortest", same: "They are all the same height" },
  { more: "older", less: "younger", most: "oldest", least: "youngest", same: "They are all the same age" },
  { more: "faster", less: "slower", most: "fastest", least: "slowest", same: "They are all as fast as each other" },
  { more: "heavier", less: "lighter", most: "heaviest", least: "lightest", same: "They all weigh the same" },
] as const;

/**
 * People in a line from most to least, told as clues between neighbours in a shuffled order,
 * some said the other way round ("Cara is shorter than Ben"). The chain fixes the whole order,
 * so exactly one person is the most (or the least).
 */
export function orderFromClues(people: number): PuzzleMaker {
  return (rng: Rng) => {
    const scale = pick(rng, SCALES);
    const order = pickSome(rng, NAMES, people);
    const clues = shuffle(
      rng,
      order
        .slice(1)
        .map((person, i) =>
          rng() < 0.5 ? `${order[i]} is ${scale.more} than ${person}.` : `${person} is ${scale.less} than ${order[i]}.`,
        ),
    );
    const askMost = rng() < 0.5;
    const answer = askMost ? order[0] : order[people - 1];
    return choicePuzzle(
      rng,
      `${clues.join(" ")} Who is the ${askMost ? scale.most : scale.least}?`,
      answer,
      people >= 4 ? order : [...order, scale.same],
      `In order from ${scale.most} to ${scale.least}: ${order.join(", ")}. So the ${askMost ? scale.most : scale.least} is ${answer}.`,
    );
  };
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Today is Monday. What day will it be in 3 days?", up to `maxDays` days ahead. */
export function daysAhead(maxDays: number): PuzzleMaker {
  return (rng) => {
    const today = intBetween(rng, 0, 6);
    const ahead = intBetween(rng, 1, maxDays);
    const answer = DAYS[(today + ahead) % 7];
    const weeks = Math.floor(ahead / 7);
    const rest = ahead % 7;
    const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
    const weeksText = `${weeks} whole week${weeks === 1 ? "" : "s"}`;
    const explanation =
      weeks === 0
        ? `Counting ${days(ahead)} on from ${DAYS[today]} gives ${answer}.`
        : rest === 0
          ? `${ahead} days is exactly ${weeksText}, and whole weeks always land on the same day: ${answer}.`
          : `${ahead} days is ${weeksText} and ${days(rest)}. Whole weeks land on ${DAYS[today]} again, and ${days(rest)} more gives ${answer}.`;
    return choicePuzzle(rng, `Today is ${DAYS[today]}. What day will it be in ${days(ahead)}?`, answer, DAYS, explanation);
  };
}

/** Clock times on a 12-hour face, with wrapping past 12. */
export const clockLater: PuzzleMaker = (rng) => {
  const onTheFace = (h: number) => ((((h - 1) % 12) + 12) % 12) + 1;
  const start = intBetween(rng, 1, 12);
  const later = intBetween(rng, 2, 11);
  const end = onTheFace(start + later);
  const time = (h: number) => `${h}:00`;
  return choicePuzzle(
    rng,
    `A clock shows ${time(start)}. What time will it show ${later} hours later?`,
    time(end),
    [end + 1, end - 1, end + 2, end - 2, end + 3].map((h) => time(onTheFace(h))),
    `Counting ${later} hours on from ${time(start)}${start + later > 12 ? " goes past 12 and" : ""} reaches ${time(end)}.`,
  );
};

const STORIES = [
  { who: "hens", each: "lay", thing: "eggs", per: "a day", over: "days" },
  { who: "children", each: "read", thing: "pages", per: "a day", over: "days" },
  { who: "trees", each: "drop", thing: "apples", per: "a week", over: "weeks" },
  { who: "bakers", each: "bake", thing: "loaves", per: "an hour", over: "hours" },
] as const;

/** Two-step word problems: so many of something each, over so many days. */
export const twoStepStory: PuzzleMaker = (rng) => {
  const story = pick(rng, STORIES);
  const count = intBetween(rng, 2, 9);
  const each = intBetween(rng, 2, 9);
  const periods = intBetween(rng, 2, 5);
  const perPeriod = count * each;
  const total = perPeriod * periods;
  return choicePuzzle(
    rng,
    `${count} ${story.who} each ${story.each} ${each} ${story.thing} ${story.per}. How many ${story.thing} is that in ${periods} ${story.over}?`,
    String(total),
    [...nearbyNumbers(rng, total, each), String(perPeriod), String(perPeriod + periods)],
    `${count} × ${each} = ${perPeriod} ${story.thing} ${story.per}, and ${perPeriod} × ${periods} = ${total}.`,
  );
};

const MACHINE_STEPS = [
  { text: (n: number) => `multiplies by ${n}`, apply: (x: number, n: number) => x * n, undo: (y: number, n: number) => y / n, sign: "×" },
  { text: (n: number) => `adds ${n}`, apply: (x: number, n: number) => x + n, undo: (y: number, n: number) => y - n, sign: "+" },
  { text: (n: number) => `takes away ${n}`, apply: (x: number, n: number) => x - n, undo: (y: number, n: number) => y + n, sign: "−" },
] as const;

/**
 * A two-step number machine: multiply, then add or take away. Forwards, what comes out; in
 * reverse (`reverse`), what went in, worked backwards.
 */
export function numberMachine(reverse: boolean): PuzzleMaker {
  return (rng) => {
    const times = intBetween(rng, 2, 6);
    const second = pick(rng, MACHINE_STEPS.slice(1));
    const input = intBetween(rng, 2, 12);
    const middle = input * times;
    // Taking away never goes below zero.
    const amount = intBetween(rng, 1, Math.min(9, middle - 1));
    const output = second.apply(middle, amount);
    const rule = `A number machine multiplies by ${times} and then ${second.text(amount)}.`;
    if (!reverse) {
      return choicePuzzle(
        rng,
        `${rule} You put in ${input}. What comes out?`,
        String(output),
        [...nearbyNumbers(rng, output, times), String(middle), String((input + amount) * times)],
        `${input} × ${times} = ${middle}, and ${middle} ${second.sign} ${amount} = ${output}.`,
      );
    }
    const undone = second.undo(output, amount);
    return choicePuzzle(
      rng,
      `${rule} ${output} came out. What number went in?`,
      String(input),
      [...nearbyNumbers(rng, input, 2), String(undone), String(Math.round(output / times))],
      `Work backwards: undo "${second.text(amount)}" to get ${undone}, then ${undone} ÷ ${times} = ${input}.`,
    );
  };
}

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
