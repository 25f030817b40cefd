// Brain Blitz for five- to seven-year-olds: every challenge is picked from four choices instead of
// typed and spelled. The three wrong ones are those that fit the question best: a puzzle's own other
// options or the other items of a sequence to remember, numbers close to a number, then the answers
// of questions asked the same way ("What is the opposite of '…'"), then of the same kind. None of them
// is an answer the typed game would have accepted, so exactly one choice is right.
import type { BlitzChallenge } from "../brain-blitz.bank";
import { shuffle, type Rng } from "../random";
import { isBlitzCorrect, normalizeAnswer } from "./answers";

const isNumber = (text: string) => /^\d+$/.test(text);

/** How a question is asked: up to its quoted word ("What is the opposite of '…'"), else its first three words. */
const asked = (question: string) =>
  question.includes("'") ? question.slice(0, question.indexOf("'")) : question.split(" ").slice(0, 3).join(" ");

/** Whole numbers near `n`, nearest first, never below 0. */
function nearby(n: number): string[] {
  return [1, -1, 2, -2, 3, -3, 4, 5]
    .map((d) => n + d)
    .filter((m) => m >= 0)
    .map(String);
}

/** The challenge with four shuffled choices; `pool` is its level's other challenges. */
export function withChoices(challenge: BlitzChallenge, pool: readonly BlitzChallenge[], rng: Rng): BlitzChallenge {
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
  const taken = new Set([normalizeAnswer(challenge.answer)]);
  for (const candidate of preferred) {
    if (wrong.length === 3) break;
    if (taken.has(normalizeAnswer(candidate)) || isBlitzCorrect(challenge, candidate)) continue;
    taken.add(normalizeAnswer(candidate));
    wrong.push(candidate);
  }
  if (wrong.length < 3) throw new RangeError(`not enough wrong choices for: ${challenge.question}`);
  return { ...challenge, choices: shuffle(rng, [challenge.answer, ...wrong]) };
}
