/**
 * Brain Blitz in Spanish (issue 50, item 2): a child whose run started in Spanish meets every
 * round kind in Spanish, at every level: trivia a Spanish-speaking child knows, word rounds on
 * Spanish words, memory, math and logic in Spanish; each question has one right answer, shown
 * among its choices, and typed without its accents it still counts. English runs are as before.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { levelChallenges } from "~/games/blitz/catalogue";
import { BLITZ_BANK_ES } from "~/games/blitz/bank-es";
import { BLITZ_BANK, BLITZ_CATEGORIES, type BlitzChallenge } from "~/games/brain-blitz.bank";
import { blitzChallenge, brainBlitz, isBlitzCorrect } from "~/games/brain-blitz";
import { withLanguage } from "~/games/language";
import { questionTags } from "~/games/question-tags";
import { levelsFor } from "~/games/levels";
import { NAMES } from "~/games/logic/names";
import { withoutAccents } from "~/games/words/letters";
import { feedbackLine, spokenFeedback, spokenQuestion } from "~/games/speech/spoken";
import type { GameLanguage, RunState } from "~/games/types";
import { englishLeft } from "../../support/english-left";

const LEVELS = [undefined, ...levelsFor("brain-blitz").map((l) => l.id)];
const RUNS_PER_LEVEL = 25;
/** Many runs take a while on a busy machine. */
const MANY_RUNS = { timeout: 120_000 };
const QUESTIONS_PER_RUN = 30;

/** A run of `lang` at `level`, `index` questions in. */
const runAt = (seed: string, level: number | undefined, index: number, lang: GameLanguage): RunState =>
  withLanguage({ ...brainBlitz.start(seed, level), index }, lang);

/** Many runs at every level: each state is one question a child is asked. */
function* everyQuestion(lang: GameLanguage) {
  for (const level of LEVELS)
    for (let run = 0; run < RUNS_PER_LEVEL; run++)
      for (let index = 0; index < QUESTIONS_PER_RUN; index++) yield runAt(`blitz-es-${run}`, level, index, lang);
}

/** Every text a question shows or says: its prompt, choices and tags, the feedback of a miss and of a hit, read aloud too. */
function textsOf(state: RunState, lang: GameLanguage): string[] {
  const question = brainBlitz.question(state);
  const c = blitzChallenge(state);
  const missed = brainBlitz.answer(state, c.choices ? String((c.choices.indexOf(c.answer) + 1) % 4) : "?");
  const hit = brainBlitz.answer(state, c.choices ? String(c.choices.indexOf(c.answer)) : c.answer);
  const feedback = { index: state.index, answer: "?", correct: false, points: 0, correctAnswer: missed.correctAnswer };
  return [
    question.prompt,
    ...(question.options ?? []),
    ...questionTags(question, lang),
    feedbackLine(feedback, lang),
    feedbackLine({ ...feedback, correct: true, points: hit.points }, lang),
    spokenQuestion("brain-blitz", question, lang),
    spokenFeedback("brain-blitz", feedback, lang),
  ];
}

/** Every challenge a level (or the original bank) holds, whatever a run deals. */
const everyChallenge = (lang: GameLanguage): BlitzChallenge[] => [
  ...(lang === "es" ? [] : BLITZ_BANK),
  ...[1, 2, 3, 4].flatMap((level) => levelChallenges(level, lang)),
];

/**
 * Words both languages write: people's names, single letters (sequences, choices), chemical
 * symbols, places, people and things with one name in both ("Asia", "Einstein", "piano"), and
 * Spanish words spelled as English ones ("capital", "natural", "no", "son"). Any other word of the
 * English texts in a Spanish one is English left behind.
 */
const SHARED = new Set([
  ...NAMES.map((name) => name.toLowerCase()),
  "max",
  ..."abcdefghijklmnopqrstuvwxyz",
  ...["ag", "au", "ca", "cl", "cu", "fe", "he", "hg", "na", "ne", "pb", "sn", "zn", "km", "pi"],
  ...["argentina", "asia", "australia", "austria", "chile", "china", "cuba", "india", "portugal", "sahara", "venus"],
  ...["aires", "ankara", "bangkok", "budapest", "buenos", "cairo", "canberra", "delhi", "helsinki", "lima", "madrid"],
  ...["nairobi", "oslo", "ottawa", "santiago", "washington", "wellington", "everest", "machu", "picchu"],
  ...["albert", "einstein", "charles", "darwin", "isaac", "newton", "leonardo", "da", "vinci", "mona", "lisa", "celsius", "fahrenheit"],
  ...["banana", "kiwi", "mango", "panda", "piano", "tractor", "zinc", "gas", "pan", "animal", "capital", "decimal", "diagonal"],
  ...["base", "legal", "legible", "material", "moral", "natural", "plural", "solar", "usual", "visible", "invisible", "media", "no", "son"],
]);

describe("Brain Blitz in Spanish", () => {
  it("leaves no English word in any level's questions, choices, feedback or what is read aloud", MANY_RUNS, () => {
    const questions = [...everyQuestion("es")];
    expect(questions).toHaveLength(LEVELS.length * RUNS_PER_LEVEL * QUESTIONS_PER_RUN);
    const english = [...everyQuestion("en")].flatMap((s) => textsOf(s, "en"));
    const spanish = questions.flatMap((s) => textsOf(s, "es"));
    const catalogue = (lang: GameLanguage) => everyChallenge(lang).flatMap((c) => [c.question, c.answer, ...(c.choices ?? [])]);
    expect(englishLeft([...english, ...catalogue("en")], [...spanish, ...catalogue("es")], SHARED)).toEqual({});
  });

  it("asks every round kind in Spanish at every level, as many of them as in English and at the same points", () => {
    for (const level of [1, 2, 3, 4]) {
      const es = levelChallenges(level, "es");
      const en = levelChallenges(level, "en");
      expect(es.length, `level ${level}`).toBeGreaterThanOrEqual(500);
      for (const category of BLITZ_CATEGORIES) {
        const points = (list: readonly BlitzChallenge[]) => list.filter((c) => c.category === category).map((c) => c.points);
        const [spanish, english] = [points(es), points(en)];
        expect(spanish.length, `${category} at level ${level}`).toBeGreaterThanOrEqual(category === "trivia" ? 50 : 100);
        const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
        expect(Math.abs(mean(spanish) - mean(english)), `${category} at level ${level}`).toBeLessThan(0.35);
      }
      // The same draws: the math of a level asks the same numbers with the same answers.
      const math = (list: readonly BlitzChallenge[]) =>
        list.filter((c) => c.category === "math").map((c) => `${c.question.match(/\d+/g)?.join(" ")} = ${c.answer}`);
      expect(math(es), `level ${level}`).toEqual(math(en));
    }
  });

  it("shows the right answer among the choices, once, and takes it picked or typed, with or without accents", MANY_RUNS, () => {
    for (const state of everyQuestion("es")) {
      const c = blitzChallenge(state);
      if (c.choices) {
        expect(
          c.choices.filter((choice) => isBlitzCorrect(c, choice, "es")),
          c.question,
        ).toEqual([c.answer]);
        const right = brainBlitz.answer(state, String(c.choices.indexOf(c.answer)));
        expect(right.correct, c.question).toBe(true);
        expect(right.correctIndex).toBe(c.choices.indexOf(c.answer));
        expect(brainBlitz.answer(state, String((c.choices.indexOf(c.answer) + 1) % 4)).correct, c.question).toBe(false);
      } else {
        expect(brainBlitz.answer(state, ` ${c.answer.toUpperCase()} `).correct, c.question).toBe(true);
        // The accent rule, but for a letter alone: "N" is not "Ñ".
        if ([...c.answer].length > 1) expect(brainBlitz.answer(state, withoutAccents(c.answer)).correct, c.question).toBe(true);
        for (const form of c.accept ?? []) expect(brainBlitz.answer(state, form).correct, `${c.question}: ${form}`).toBe(true);
      }
    }
  });

  it("accepts exactly one of the choices a Spanish prompt offers itself", () => {
    const offered = (question: string): string[] | undefined => {
      const spelled = /^¿Cuál está bien escrita: (\S+) o (\S+)\?$/.exec(question);
      if (spelled) return [spelled[1], spelled[2]];
      if (/aguda, llana o esdrújula\?$/.test(question)) return ["aguda", "llana", "esdrújula"];
      const listed =
        /^(?:¿Cuál no pertenece al grupo\?|¿Qué número es el (?:mayor|menor)\?|¿Cuál de estos es un número primo\?) (.+)$/.exec(question);
      if (listed) return listed[1].split(", ");
      const remembered =
        /^Memoriza (?:estos|estas) \p{L}+: ([^.]+)\. ¿Qué/u.exec(question) ?? /^Memoriza esta secuencia: ([\d ]+)\. ¿Qué/.exec(question);
      return remembered?.[1].split(/, | /);
    };
    let asked = 0;
    for (const level of [1, 2, 3, 4]) {
      for (const c of levelChallenges(level, "es")) {
        const choices = offered(c.question);
        if (!choices) continue;
        asked++;
        expect(
          choices.filter((choice) => isBlitzCorrect(c, choice, "es")),
          c.question,
        ).toHaveLength(1);
      }
    }
    expect(asked).toBeGreaterThan(400);
  });

  it("rebuilds the word rounds on Spanish: the Ñ in the alphabet, plurals, syllables and stress", () => {
    const words = [...BLITZ_BANK_ES, ...[1, 2, 3, 4].flatMap((level) => levelChallenges(level, "es"))].filter((c) => c.category === "word");
    const kind = (pattern: RegExp) => words.filter((c) => pattern.test(c.question));
    const ALPHABET = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";
    const letters = kind(/^¿Qué letra va justo (después|antes) de la (\p{Lu}) en el abecedario\?$/u);
    for (const c of letters) {
      const [, side, letter] = /(después|antes) de la (\p{Lu})/u.exec(c.question)!;
      expect(c.answer, c.question).toBe(ALPHABET[ALPHABET.indexOf(letter) + (side === "después" ? 1 : -1)]);
    }
    expect(letters.some((c) => c.answer === "Ñ")).toBe(true);
    const nAfterN = letters.find((c) => c.answer === "Ñ")!;
    expect(isBlitzCorrect(nAfterN, "N", "es")).toBe(false);
    for (const c of kind(/^¿Cuál es el plural de/)) expect(c.answer, c.question).toMatch(/s$|x$/);
    const SYLLABLES: Record<string, number> = {
      sol: 1,
      pan: 1,
      casa: 2,
      luna: 2,
      pelota: 3,
      zapato: 3,
      mariposa: 4,
      bicicleta: 4,
      caramelo: 4,
      cocodrilo: 4,
    };
    const STRESS: Record<string, string> = {
      camión: "aguda",
      café: "aguda",
      reloj: "aguda",
      árbol: "llana",
      casa: "llana",
      lápiz: "llana",
      pájaro: "esdrújula",
      música: "esdrújula",
      sábado: "esdrújula",
    };
    let known = 0;
    for (const c of words) {
      const word = /“(\p{L}+)”/u.exec(c.question)?.[1] ?? "";
      const expected = c.question.startsWith("¿Cuántas sílabas")
        ? SYLLABLES[word]?.toString()
        : c.question.endsWith("aguda, llana o esdrújula?")
          ? STRESS[word]
          : undefined;
      if (expected === undefined) continue;
      expect(c.answer, c.question).toBe(expected);
      known++;
    }
    expect(known).toBeGreaterThan(5);
    const past = kind(/^Completa con el verbo en pasado: Ayer yo ___ \(comer\)/)[0] ?? kind(/^Completa con el verbo en pasado/)[0];
    expect(isBlitzCorrect(past, withoutAccents(past.answer), "es")).toBe(true);
    expect(isBlitzCorrect(past, "come", "es")).toBe(false);
  });

  it("keeps a run in the language it started in, and an English run exactly as before", () => {
    const english = (lang: GameLanguage | undefined) =>
      createHash("sha256")
        .update(JSON.stringify([...BLITZ_BANK, ...[1, 2, 3, 4].flatMap((level) => levelChallenges(level, lang))]))
        .digest("hex");
    // The English catalogues as they were before Spanish (main at 61fec4e).
    expect(english(undefined)).toBe(ENGLISH_BEFORE);
    expect(english("en")).toBe(ENGLISH_BEFORE);
    let state = runAt("fixed", 2, 0, "es");
    for (let i = 0; i < 10; i++) {
      expect(levelChallenges(2, "es")).toContain(blitzChallenge(state));
      state = brainBlitz.answer(state, "?").state;
    }
    expect(state.language).toBe("es");
  });
});

const ENGLISH_BEFORE = "401eed769f8df4b321cf5e68207faf4f41f275a44cf23034c7ac39b2c9acdf48";
