import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { describe, expect, it } from "vitest";
import { levelChallenges } from "~/games/blitz/catalogue";
import { BLITZ_CATEGORIES, type BlitzChallenge } from "~/games/brain-blitz.bank";
import { acceptedAnswers, blitzChallenge, brainBlitz, isBlitzCorrect, normalizeAnswer, validateBlitz } from "~/games/brain-blitz";
import { levelsFor } from "~/games/levels";
import type { RunState } from "~/games/types";

const levels = levelsFor("brain-blitz");
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

function stateFor(level: number, index = 0): RunState {
  return { seed: "blitz-levels", index, score: 0, correct: 0, answered: 0, streak: 0, level };
}

/** Where a run deals each challenge of a level: the first round deals every one once. */
const dealtAt = new Map<BlitzChallenge, RunState>();
function dealIndex(level: number): void {
  for (let index = 0; index < levelChallenges(level).length; index++)
    dealtAt.set(blitzChallenge(stateFor(level, index)), stateFor(level, index));
}

/** Plays one challenge: the engine's own verdict on an answer typed, or picked where the level offers choices. */
function accepts(challenge: BlitzChallenge, typed: string): boolean {
  const raw = challenge.choices ? String(challenge.choices.findIndex((c) => normalizeAnswer(c) === normalizeAnswer(typed))) : typed;
  return brainBlitz.answer(dealtAt.get(challenge)!, raw).correct;
}

/** The choices a prompt itself offers, where it offers some: one of them must be right, and only one. */
function offeredChoices(c: BlitzChallenge): string[] | undefined {
  const spelled = /^Which is spelled correctly: (\w+) or (\w+)\?$/.exec(c.question);
  if (spelled) return [spelled[1], spelled[2]];
  const listed =
    /^(?:Which one does not belong\?|Which number is the (?:biggest|smallest)\?|Which of these is a prime number\?) (.+)$/.exec(c.question);
  if (listed) return listed[1].split(", ");
  const remembered =
    /^Remember these \w+: ([^.]+)\. Which/.exec(c.question) ?? /^Remember this sequence: ([\d ]+)\. Which/.exec(c.question);
  if (remembered) return remembered[1].split(/, | /);
  return undefined;
}

describe.each(levels.map((l) => [l.id, l.name, `${l.ages[0]}-${l.ages[1]}`] as const))("Brain Blitz level %i (%s, ages %s)", (level) => {
  const challenges = levelChallenges(level);

  it("has at least 500 different challenges over all five categories", () => {
    expect(challenges.length).toBeGreaterThanOrEqual(500);
    expect(new Set(challenges.map((c) => c.question)).size).toBe(challenges.length);
    for (const category of BLITZ_CATEGORIES) {
      expect(challenges.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(category === "trivia" ? 50 : 100);
    }
  });

  it("gives each challenge an answer that fits the answer box, and 1 to 3 points", () => {
    for (const c of challenges) {
      expect(validateBlitz(c.answer).ok, c.question).toBe(true);
      for (const form of c.accept ?? []) expect(validateBlitz(form).ok, `${c.question}: ${form}`).toBe(true);
      expect([1, 2, 3], c.question).toContain(c.points);
    }
  });

  it("deals every challenge once before any repeats, accepts the answer and every listed alternative, and scores the spec's points", () => {
    let state = brainBlitz.start(`deal-${level}`, level);
    const seen = new Set<string>();
    for (let i = 0; i < challenges.length; i++) {
      const c = blitzChallenge(state);
      seen.add(c.question);
      const kind = c.choices ? "choice" : "text";
      expect(brainBlitz.question(state)).toMatchObject({ kind, prompt: c.question, category: c.category, points: c.points });
      if (!c.choices)
        for (const form of c.accept ?? []) expect(brainBlitz.answer(state, form).correct, `${c.question}: ${form}`).toBe(true);
      // Every fourth answer is wrong, so the streak multiplier climbs and falls back.
      const right = i % 4 !== 3;
      const pick = c.choices?.indexOf(c.answer) ?? -1;
      const typed = right ? ` ${c.answer.toUpperCase()} ` : "not this one";
      const result = brainBlitz.answer(state, c.choices ? String(right ? pick : (pick + 1) % 4) : typed);
      expect(result.correct, c.question).toBe(right);
      expect(result.points).toBe(right ? c.points * Math.min(Math.floor((state.streak + 1) / 3) + 1, 3) : 0);
      state = result.state;
    }
    expect(seen.size).toBe(challenges.length);
    expect(state.level).toBe(level);
  });

  it("accepts exactly one of the choices a prompt offers, and no number next to a numeric answer", () => {
    dealIndex(level);
    let offered = 0;
    for (const c of challenges) {
      expect(accepts(c, c.answer), c.question).toBe(true);
      const choices = offeredChoices(c);
      if (choices) {
        offered++;
        expect(
          choices.filter((choice) => accepts(c, choice)),
          c.question,
        ).toHaveLength(1);
      }
      if (/^-?\d+$/.test(c.answer)) {
        const n = Number(c.answer);
        expect(accepts(c, String(n + 1)), c.question).toBe(false);
        expect(accepts(c, String(n - 1)), c.question).toBe(false);
      }
    }
    expect(offered).toBeGreaterThan(50);
  });

  it(
    level === 1 ? "lets five- to seven-year-olds pick every answer from four choices, exactly one of them right" : "asks for typed answers",
    () => {
      for (const c of challenges) {
        if (level !== 1) {
          expect(c.choices, c.question).toBeUndefined();
          continue;
        }
        expect(new Set(c.choices!.map(normalizeAnswer)).size, c.question).toBe(4);
        // Judged independently of the engine's picks: exactly one choice is an answer the typed game accepts.
        expect(
          c.choices!.filter((choice) => isBlitzCorrect(c, choice)),
          c.question,
        ).toEqual([c.answer]);
      }
      if (level === 1) {
        const question = brainBlitz.question(stateFor(1));
        expect(question.kind).toBe("choice");
        expect(question.options).toHaveLength(4);
        expect(question.maxLength).toBeUndefined();
      }
    },
  );

  it("writes memory challenges as one prompt that holds the sequence and the question", () => {
    for (const c of challenges.filter((item) => item.category === "memory")) {
      expect(c.question).toMatch(/^Remember .+[.:] .+\?|^Remember .+\. .+\.$/);
    }
  });

  it("screens every question and answer with the profanity list", () => {
    for (const c of challenges) {
      expect(profanity.hasMatch(c.question), c.question).toBe(false);
      for (const form of acceptedAnswers(c)) expect(profanity.hasMatch(form), form).toBe(false);
    }
  });
});

describe("Brain Blitz by age", () => {
  it("a five-year-old's math stays within 20 and never below 0", () => {
    for (const c of levelChallenges(1).filter((item) => item.category === "math")) {
      for (const n of (c.question.match(/\d+/g) ?? []).map(Number)) expect(n, c.question).toBeLessThanOrEqual(20);
      expect(Number(c.answer), c.question).toBeGreaterThanOrEqual(0);
      expect(Number(c.answer), c.question).toBeLessThanOrEqual(20);
    }
  });

  it("the youngest unscramble three-letter words and the oldest long ones", () => {
    const unscrambled = (level: number) =>
      levelChallenges(level)
        .filter((c) => c.question.startsWith("Unscramble"))
        .map((c) => c.answer);
    expect(unscrambled(1).length).toBeGreaterThan(5);
    for (const word of unscrambled(1)) expect(word).toHaveLength(3);
    for (const word of unscrambled(4)) expect(word.length).toBeGreaterThanOrEqual(6);
  });

  it("memory sequences grow longer with age", () => {
    const longest = (level: number) =>
      Math.max(
        ...levelChallenges(level)
          .filter((c) => c.category === "memory")
          .map((c) => /: ([^.]+)\./.exec(c.question)![1].split(/, | /).length),
      );
    for (let level = 2; level <= levels.length; level++) expect(longest(level)).toBeGreaterThan(longest(level - 1));
  });

  it("teenagers meet equations, chemical symbols and multi-step word problems, which young children do not", () => {
    const questions = levelChallenges(4).map((c) => c.question);
    expect(questions.some((q) => q.startsWith("Solve"))).toBe(true);
    expect(questions.some((q) => q.includes("chemical symbol"))).toBe(true);
    expect(questions.some((q) => q.includes("painters"))).toBe(true);
    expect(levelChallenges(1).some((c) => c.question.startsWith("Solve"))).toBe(false);
  });
});
