// Brain Blitz for five- to seven-year-olds: every challenge is picked from four choices instead of
// typed and spelled. The three wrong ones are those that fit the question best: a puzzle's own other
// options or the other items of a sequence to remember, numbers close to a number, then the answers
// of questions asked the same way ("What is the opposite of '…'"), then of the same kind. None of them
// is an answer the typed game would have accepted, so exactly one choice is right.
import type { BlitzChallenge } from "../brain-blitz.bank";
import type { GameLanguage } from "../language";
import { shuffle, type Rng } from "../random";
import { comparedForm, isBlitzCorrect } from "./answers";

const isNumber = (text: string) => /^\d+$/.test(text);

/** How a question is asked: up to its quoted word ("What is the opposite of '…'", "…de “…”"), else its first three words. */
function asked(question: string): string {
  const quote = question.search(/['“]/);
  return quote >= 0 ? question.slice(0, quote) : question.split(" ").slice(0, 3).join(" ");
}

/** Whole numbers near `n`, nearest first, never below 0. */
function nearby(n: number): string[] {
  return [1, -1, 2, -2, 3, -3, 4, 5]
    .map((d) => n + d)
    .filter((m) => m >= 0)
    .map(String);
}

/** The challenge with four shuffled choices; `pool` is its level's other challenges. */
export function withChoices(
  challenge: BlitzChallenge,
  pool: readonly BlitzChallenge[],
  rng: Rng,
  lang: GameLanguage = "en",
): BlitzChallenge {
  const sameShape = pool.filter(
    (c) => c !== challenge && c.category === challenge.category && isNumber(c.answer) === isNumber(challenge.answer),
  );
  const preferred = [
    shuffle(rng, challenge.distractors ?? []),
    isNumber(challenge.answer) ? nearby(Number(challenge.answer)) : [],
    shuffle(
      rng,
      sameShape.filter((c) => asked(c.question) === asked(challenge.question)).map((c) => c.answer),
    ),
    shuffle(
      rng,
      sameShape.map((c) => c.answer),
    ),
  ].flat();
  const wrong: string[] = [];
  const form = (text: string) => comparedForm(text, lang);
  const taken = new Set([form(challenge.answer)]);
  for (const candidate of preferred) {
    if (wrong.length === 3) break;
    if (taken.has(form(candidate)) || isBlitzCorrect(challenge, candidate, lang)) continue;
    taken.add(form(candidate));
    wrong.push(candidate);
  }
  if (wrong.length < 3) throw new RangeError(`not enough wrong choices for: ${challenge.question}`);
  return { ...challenge, choices: shuffle(rng, [challenge.answer, ...wrong]) };
}
