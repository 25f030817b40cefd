// Picture-like puzzles for the youngest players (ages 5-6): repeating patterns of shapes,
// colours and animals written as text, counting on, and comparing small groups.
import { intBetween, pick, type Rng } from "../random";
import { choicePuzzle, listed, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";

const PATTERN_SETS: readonly (readonly string[])[] = [
  ["●", "▲", "■", "★", "♥", "◆"],
  ["red", "blue", "green", "yellow", "pink", "purple"],
  ["cat", "dog", "cow", "pig", "hen", "duck"],
  ["sun", "moon", "star", "cloud", "rain", "snow"],
  ["1", "2", "3", "4", "5", "6"],
];

/** The repeating units: AB, AAB, ABB, ABC, AABB. */
const UNITS: readonly (readonly number[])[] = [
  [0, 1],
  [0, 0, 1],
  [0, 1, 1],
  [0, 1, 2],
  [0, 0, 1, 1],
];

export const repeatingPattern: PuzzleMaker = (rng) => {
  const set = pick(rng, PATTERN_SETS);
  const unit = pick(rng, UNITS);
  const kinds = pickSome(rng, set, 3);
  // At least one full repeat and a bit, at most seven items: short enough to read aloud.
  const shownLength = intBetween(rng, unit.length + 2, Math.min(unit.length + 4, 7));
  const sequence = Array.from({ length: shownLength + 1 }, (_, i) => kinds[unit[i % unit.length]]);
  const answer = sequence[shownLength];
  const repeating = unit.map((k) => kinds[k]).join(", ");
  return choicePuzzle(
    rng,
    `What comes next? ${sequence.slice(0, shownLength).join(", ")}, ...`,
    answer,
    set,
    `The pattern ${repeating} repeats again and again, so next comes ${answer}.`,
  );
};

export const countOn: PuzzleMaker = (rng) => {
  const step = pick(rng, [1, 1, 2]);
  const down = rng() < 0.3;
  const start = down ? intBetween(rng, 4 * step + 1, 20) : intBetween(rng, 0, 20 - 4 * step);
  const terms = Array.from({ length: 4 }, (_, i) => (down ? start - i * step : start + i * step));
  const answer = down ? terms[3] - step : terms[3] + step;
  const how = down ? `count back by ${step}` : `count on by ${step}`;
  return choicePuzzle(
    rng,
    `What number comes next? ${terms.join(", ")}, ...`,
    String(answer),
    // Young players count to 20 at most, so the wrong options do too.
    nearbyNumbers(rng, answer, step + 1).filter((n) => Number(n) <= 20),
    `The numbers ${how} each time, so after ${terms[3]} comes ${answer}.`,
  );
};

export const biggestOrSmallest: PuzzleMaker = (rng) => {
  const numbers = pickSome(
    rng,
    Array.from({ length: 20 }, (_, i) => i + 1),
    4,
  );
  const biggest = rng() < 0.5;
  const answer = biggest ? Math.max(...numbers) : Math.min(...numbers);
  const others = numbers.filter((n) => n !== answer);
  return choicePuzzle(
    rng,
    `Which number is the ${biggest ? "biggest" : "smallest"}?`,
    String(answer),
    others.map(String),
    `${answer} is ${biggest ? "more" : "less"} than ${listed(others.map(String))}.`,
  );
};

const THINGS = ["stars", "hearts", "dots", "squares"] as const;
const MARKS: Record<(typeof THINGS)[number], string> = { stars: "★", hearts: "♥", dots: "●", squares: "■" };

export const mostInAGroup: PuzzleMaker = (rng) => {
  const thing = pick(rng, THINGS);
  const counts = pickSome(rng, [1, 2, 3, 4, 5, 6, 7, 8], 4);
  const most = rng() < 0.6;
  const target = most ? Math.max(...counts) : Math.min(...counts);
  const group = (n: number) => MARKS[thing].repeat(n);
  return choicePuzzle(
    rng,
    `Which group has the ${most ? "most" : "fewest"} ${thing}?`,
    group(target),
    counts.filter((n) => n !== target).map(group),
    `${group(target)} has ${target} ${target === 1 ? thing.slice(0, -1) : thing}; the others have ${listed(
      counts
        .filter((n) => n !== target)
        .sort((a, b) => a - b)
        .map(String),
    )}.`,
  );
};

const SHAPES: ReadonlyArray<{ name: string; sides: number }> = [
  { name: "triangle", sides: 3 },
  { name: "square", sides: 4 },
  { name: "pentagon", sides: 5 },
  { name: "hexagon", sides: 6 },
  { name: "octagon", sides: 8 },
  { name: "circle", sides: 0 },
];

export const shapeSides: PuzzleMaker = (rng) => {
  const shape = pick(rng, SHAPES.slice(0, 4));
  const askSides = rng() < 0.5;
  if (askSides) {
    return choicePuzzle(
      rng,
      `How many sides does a ${shape.name} have?`,
      String(shape.sides),
      ["0", "1", "2", "3", "4", "5", "6", "8"],
      `A ${shape.name} has ${shape.sides} straight sides.`,
    );
  }
  return choicePuzzle(
    rng,
    `Which shape has ${shape.sides} sides?`,
    shape.name,
    SHAPES.filter((s) => s !== shape).map((s) => s.name),
    `A ${shape.name} has ${shape.sides} straight sides.`,
  );
};

/** Which small picture sum is right: "●● and ●●● make how many?" */
export const addGroups: PuzzleMaker = (rng: Rng) => {
  const a = intBetween(rng, 1, 5);
  const b = intBetween(rng, 1, 5);
  const mark = pick(rng, ["●", "★", "♥", "■"]);
  return choicePuzzle(
    rng,
    `${mark.repeat(a)} and ${mark.repeat(b)}: how many ${mark} altogether?`,
    String(a + b),
    nearbyNumbers(rng, a + b, 2),
    `${a} and ${b} more make ${a + b}.`,
  );
};
