/**
 * Logic Lab in Spanish (issue 50, item 2): a child whose run started in Spanish reads every puzzle,
 * choice, picture's name, explanation and feedback in Spanish, with puzzles written for Spanish
 * (Spanish analogies and groups, names from Spanish-speaking countries, the alphabet with Ñ); each
 * puzzle has exactly one right choice; and a run in English is exactly as before.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withLanguage } from "~/games/language";
import { levelsFor } from "~/games/levels";
import { logicLab, logicPuzzle } from "~/games/logic-lab";
import { LOGIC_BANK, type LogicPuzzle } from "~/games/logic-lab.bank";
import { SPANISH_RELATIONS } from "~/games/logic/analogies-es";
import { LOGIC_BANKS, LOGIC_CATALOGUE_SIZE, levelCatalogue, levelKinds } from "~/games/logic/catalogue";
import { SPANISH_EVERYDAY_GROUPS, SPANISH_SCHOOL_GROUPS } from "~/games/logic/groups-es";
import { questionLine, spokenFeedback, spokenQuestion } from "~/games/speech/spoken";
import type { GameLanguage, RunState } from "~/games/types";
import { englishLeft } from "../../support/english-left";

const LEVELS = levelsFor("logic-lab").map((l) => l.id);
const state = (seed: string, index: number, level: number | undefined, lang: GameLanguage): RunState =>
  withLanguage({ seed, index, score: 0, correct: 0, answered: index, streak: 0, ...(level === undefined ? {} : { level }) }, lang);

/** Many runs at every level (and the original bank, a run without a level): 20 seeds, 30 questions each. */
function* everyRun(lang: GameLanguage) {
  for (const level of [undefined, ...LEVELS]) {
    for (let seed = 0; seed < 20; seed++) for (let index = 0; index < 30; index++) yield state(`es-${seed}`, index, level, lang);
  }
}

/** Everything a run shows or says of one question: the question, its choices and pictures, and the feedback of a wrong choice. */
function textsOf(s: RunState, lang: GameLanguage): string[] {
  const question = logicLab.question(s);
  const wrong = String((logicPuzzle(s).correct + 1) % 4);
  const missed = logicLab.answer(s, wrong);
  const feedback = {
    index: s.index,
    answer: wrong,
    correct: false,
    points: 0,
    correctAnswer: missed.correctAnswer,
    explanation: missed.explanation,
  };
  return [
    questionLine("logic-lab", question, s.index + 1, lang),
    ...(question.options ?? []),
    ...[...(question.picture ?? []), ...(question.optionPictures ?? [])].map((c) => c.name),
    spokenQuestion("logic-lab", question, lang),
    spokenFeedback("logic-lab", feedback, lang),
  ];
}

/** Every text of a puzzle, as a catalogue holds it. */
const puzzleTexts = (p: LogicPuzzle) => [
  p.question,
  ...p.options,
  p.explanation,
  ...[...(p.picture ?? []), ...(p.optionPictures ?? [])].map((c) => c.name),
];

/**
 * Words both languages write alike: the letters of letter sequences (and "de", the pair DE of "AB,
 * BC, CD, DE"), "a" and "no", words spelled the same ("animal", "metal", "base", "diagonal",
 * "musical", "total"), the planet Venus and the continent Asia. Any other word of the English
 * texts in a Spanish one is English left behind.
 */
const SHARED = new Set([
  ..."abcdefghijklmnopqrstuvwxyz",
  ...["de", "no", "animal", "metal", "base", "diagonal", "musical", "total", "venus", "asia"],
]);

/** A level's catalogue cut into its kinds (each kind has the same number of puzzles). */
function byKind(level: number, lang: GameLanguage): Map<string, readonly LogicPuzzle[]> {
  const kinds = levelKinds(level);
  const size = Math.ceil(LOGIC_CATALOGUE_SIZE / kinds.length);
  const all = levelCatalogue(level, lang);
  return new Map(kinds.map((kind, i) => [kind, all.slice(i * size, (i + 1) * size)]));
}

const answerOf = (p: LogicPuzzle) => p.options[p.correct];
const numbers = (texts: readonly string[]) => texts.flatMap((t) => t.match(/\d+/g) ?? []);
const ALFABETO = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";

describe("Logic Lab in Spanish", () => {
  it("leaves no English word in any question, choice, picture, explanation or feedback of many runs at every level", () => {
    const spanish = [...everyRun("es")];
    expect(spanish).toHaveLength(6 * 20 * 30);
    const english = [
      ...[...everyRun("en")].flatMap((s) => textsOf(s, "en")),
      ...[...LOGIC_BANK, ...LEVELS.flatMap((l) => levelCatalogue(l))].flatMap(puzzleTexts),
    ];
    const shown = [
      ...spanish.flatMap((s) => textsOf(s, "es")),
      // Every puzzle a Spanish run can deal, not only those these runs met.
      ...[...LOGIC_BANKS.es, ...LEVELS.flatMap((l) => levelCatalogue(l, "es"))].flatMap(puzzleTexts),
    ];
    expect(englishLeft(english, shown, SHARED)).toEqual({});
    // Two languages' catalogues built and read: seconds alone, minutes on a machine shared by eight.
  }, 180_000);

  it.each(LEVELS)("level %i: every puzzle has four different choices, the right one among them, and the engine takes only it", (level) => {
    const catalogue = levelCatalogue(level, "es");
    expect(catalogue.length).toBeGreaterThanOrEqual(LOGIC_CATALOGUE_SIZE);
    for (const p of catalogue) {
      expect(new Set(p.options.map((o) => o.trim().toLowerCase())).size, p.question).toBe(4);
      expect(answerOf(p), p.question).toBeDefined();
      expect(p.explanation.length, p.question).toBeGreaterThan(10);
      // A choice card of a 390 px phone holds a word of 11 letters ("saltamontes"), not 14 ("destornillador").
      for (const word of p.optionPictures ? [] : p.options.flatMap((o) => o.split(" "))) expect(word.length, word).toBeLessThanOrEqual(12);
    }
    for (let index = 0; index < 120; index++) {
      const s = state("only-one", index, level, "es");
      const accepted = ["0", "1", "2", "3"].filter((choice) => logicLab.answer(s, choice).correct);
      expect(accepted, logicPuzzle(s).question).toEqual([String(logicPuzzle(s).correct)]);
    }
  });

  it("asks the same numbers and pictures as English, with the right answer in the same place, wherever words do not decide", () => {
    const wordKinds = new Set(["analogy", "odd word out", "letter steps", "growing letter skips"]);
    let compared = 0;
    for (const level of LEVELS) {
      const english = byKind(level, "en");
      for (const [kind, puzzles] of byKind(level, "es")) {
        if (wordKinds.has(kind)) continue;
        puzzles.forEach((es, i) => {
          const en = english.get(kind)![i];
          expect(es.correct, `${es.question} / ${en.question}`).toBe(en.correct);
          expect(numbers([es.question, ...es.options])).toEqual(numbers([en.question, ...en.options]));
          expect(es.picture?.map((c) => c.glyphs)).toEqual(en.picture?.map((c) => c.glyphs));
          expect(es.optionPictures?.map((c) => c.glyphs)).toEqual(en.optionPictures?.map((c) => c.glyphs));
          compared++;
        });
      }
    }
    expect(compared).toBeGreaterThan(1400);
  });

  it("counts letters in the Spanish alphabet, Ñ included", () => {
    const letters = [...byKind(4, "es")].filter(([kind]) => kind.includes("letter")).flatMap(([, puzzles]) => puzzles);
    expect(letters.length).toBeGreaterThan(80);
    for (const p of letters) {
      const terms = /^¿Qué letra sigue\? ([A-ZÑ, ]+), \.\.\.$/
        .exec(p.question)![1]
        .split(", ")
        .map((l) => ALFABETO.indexOf(l));
      const gaps = terms.slice(1).map((t, i) => t - terms[i]);
      const grows = gaps.every((g, i) => g === gaps[0] + i * (gaps[1] - gaps[0]));
      expect(grows, p.question).toBe(true);
      expect(answerOf(p), p.question).toBe(ALFABETO[terms[terms.length - 1] + 2 * gaps[gaps.length - 1] - gaps[gaps.length - 2]]);
    }
    expect(letters.some((p) => `${p.question} ${answerOf(p)}`.includes("Ñ"))).toBe(true);
  });

  it("asks Spanish analogies whose answer is the only choice linked the same way", () => {
    const analogies = byKind(3, "es").get("analogy")!;
    for (const p of analogies) {
      const [, a, b, c] = /^(.+) es a (.+) como (.+) es a \.\.\.$/.exec(p.question)!;
      const fits = SPANISH_RELATIONS.filter((r) => r.pairs.some(([x, y]) => x === a.toLowerCase() && y === b));
      const answers = p.options.filter((o) => fits.some((r) => r.pairs.some(([x, y]) => x === c && y === o.toLowerCase())));
      expect(answers, p.question).toEqual([answerOf(p)]);
    }
  });

  it("asks which Spanish word does not belong, with three from one group and one from another", () => {
    const groups = [...SPANISH_EVERYDAY_GROUPS, ...SPANISH_SCHOOL_GROUPS];
    const groupOf = (word: string) => groups.findIndex((g) => g.members.includes(word.toLowerCase()) || g.members.includes(word));
    const words = byKind(3, "es")
      .get("odd word out")!
      .filter((p) => p.question === "¿Cuál no pertenece al grupo?");
    expect(words.length).toBeGreaterThan(100);
    for (const p of words) {
      const of = p.options.map(groupOf);
      expect(
        of.filter((g) => g === of[p.correct]),
        p.question,
      ).toHaveLength(1);
    }
  });

  it("keeps a Spanish run Spanish, whatever the page's language, and starts it from the same deal as English", () => {
    const es = state("fixed", 3, 4, "es");
    expect(es.language).toBe("es");
    expect(logicLab.question(es).prompt).toBe(logicPuzzle(es).question);
    expect(logicLab.answer(es, "0").state.language).toBe("es");
    // A run without a level deals the original bank's same puzzle, with its answer in the same place.
    const bank = state("bank", 7, undefined, "es");
    expect(LOGIC_BANKS.es.indexOf(logicPuzzle(bank))).toBe(LOGIC_BANK.indexOf(logicPuzzle(state("bank", 7, undefined, "en"))));
    LOGIC_BANKS.es.forEach((p, i) => expect(p.correct, p.question).toBe(LOGIC_BANK[i].correct));
  });

  it("leaves an English run exactly as it was: the same puzzles, word for word, as before Spanish", () => {
    expect(withLanguage(state("en", 0, 2, "en"), "en")).not.toHaveProperty("language");
    // The fingerprint of every English puzzle (the bank and each level's catalogue), taken on main
    // before Logic Lab spoke Spanish: one changed character of an English puzzle changes it.
    const english = JSON.stringify({ bank: LOGIC_BANK, levels: LEVELS.map((l) => levelCatalogue(l)) });
    expect(createHash("sha256").update(english).digest("hex")).toBe("5c2d4686b047efe6eaf25dd74afb7ae13b87300167d2018babd1498e60bd94f7");
  });
});
