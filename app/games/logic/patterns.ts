// Number puzzles for young players, in words: counting on or back, and the biggest or smallest
// number (Brain Blitz's youngest level asks them; Logic Lab's youngest has pictures, pictures.ts).
import { inLanguage } from "../language";
import { intBetween, pick } from "../random";
import { choicePuzzle, listed, nearbyNumbers, nextNumberQuestion, pickSome, type PuzzleMaker } from "./choices";

export const countOn: PuzzleMaker = (rng, lang = "en") => {
  const step = pick(rng, [1, 1, 2]);
  const down = rng() < 0.3;
  const start = down ? intBetween(rng, 4 * step + 1, 20) : intBetween(rng, 0, 20 - 4 * step);
  const terms = Array.from({ length: 4 }, (_, i) => (down ? start - i * step : start + i * step));
  const answer = down ? terms[3] - step : terms[3] + step;
  const how = down ? `count back by ${step}` : `count on by ${step}`;
  return choicePuzzle(
    rng,
    `${nextNumberQuestion(lang)} ${terms.join(", ")}, ...`,
    String(answer),
    // Young players count to 20 at most, so the wrong options do too.
    nearbyNumbers(rng, answer, step + 1).filter((n) => Number(n) <= 20),
    inLanguage(lang, {
      en: `The numbers ${how} each time, so after ${terms[3]} comes ${answer}.`,
      es: `Los números ${down ? "bajan" : "suben"} de ${step} en ${step}, así que después del ${terms[3]} viene el ${answer}.`,
    }),
  );
};

export const biggestOrSmallest: PuzzleMaker = (rng, lang = "en") => {
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
    inLanguage(lang, {
      en: `Which number is the ${biggest ? "biggest" : "smallest"}?`,
      es: `¿Qué número es el ${biggest ? "mayor" : "menor"}?`,
    }),
    String(answer),
    others.map(String),
    inLanguage(lang, {
      en: `${answer} is ${biggest ? "more" : "less"} than ${listed(others.map(String))}.`,
      es: `${answer} es ${biggest ? "mayor" : "menor"} que ${listed(others.map(String), lang)}.`,
    }),
  );
};
