// Number puzzles for young players, in words: counting on or back, and the biggest or smallest
// number (Brain Blitz's youngest level asks them; Logic Lab's youngest has pictures, pictures.ts).
import { intBetween, pick } from "../random";
import { choicePuzzle, listed, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";

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
