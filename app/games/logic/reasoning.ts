// Reasoning puzzles: putting people in order from clues, days and clocks, stories in two steps,
// number machines. The oldest players' multi-step ones are in multi-step.ts.
import { intBetween, pick, shuffle, type Rng } from "../random";
import { choicePuzzle, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";
import { NAMES } from "./names";

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
