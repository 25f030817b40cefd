/**
 * Math Quest in Spanish (issue 50, item 2): a child whose run started in Spanish reads every
 * question, worked step and feedback in Spanish, and hears them read in Spanish; the numbers are
 * the same numbers, and the same seed asks the same sums in both languages.
 */
import { describe, expect, it } from "vitest";
import { withLanguage } from "~/games/language";
import { mathQuest, mathTask } from "~/games/math-quest";
import { spanishNumber } from "~/games/speech/spanish-numbers";
import { spokenFeedback, spokenQuestion } from "~/games/speech/spoken";
import { sumWords } from "~/games/speech/sum-words";
import { voiceFor } from "~/games/speech/voice";
import type { GameLanguage, RunState } from "~/games/types";
import { words } from "../../support/english-left";

const state = (seed: string, index: number, score: number, level: number | undefined, lang: GameLanguage): RunState =>
  withLanguage({ seed, index, score, correct: score, answered: index, streak: 0, ...(level === undefined ? {} : { level }) }, lang);

/** Every text a run shows or says of one question: its prompt, the worked steps of a miss, and both read aloud. */
function textsOf(s: RunState, lang: GameLanguage): string[] {
  const question = mathQuest.question(s);
  const { answer } = mathTask(s);
  const missed = mathQuest.answer(s, String(answer + 1));
  const feedback = {
    index: s.index,
    answer: String(answer + 1),
    correct: false,
    points: 0,
    correctAnswer: missed.correctAnswer,
    explanation: missed.explanation,
  };
  return [
    question.prompt,
    missed.explanation ?? "",
    spokenQuestion("math-quest", question, lang),
    spokenFeedback("math-quest", feedback, lang),
  ];
}

/** Each level's questions at growing scores (every kind joins by 15), over many seeds. */
function* everyQuestion(lang: GameLanguage) {
  for (const level of [undefined, 1, 2, 3, 4, 5, 6]) {
    for (let seed = 0; seed < 25; seed++) {
      for (const score of [0, 5, 10, 15, 30]) {
        for (let index = 0; index < 12; index++) yield state(`es-${seed}`, index, score, level, lang);
      }
    }
  }
}

/**
 * Words both languages write: the unknowns x, y and n, P(...) for a chance, Spanish "a" (to), also
 * an English article, and "once" (eleven). Any other word of the English texts in a Spanish one is
 * English left behind.
 */
const SHARED = new Set(["x", "y", "n", "p", "a", "once"]);

describe("Math Quest in Spanish", () => {
  const english = new Set<string>();
  for (const s of everyQuestion("en")) for (const text of textsOf(s, "en")) for (const word of words(text)) english.add(word);

  it("leaves no English word in any level's questions, worked steps or what is read aloud", () => {
    const left = new Map<string, string>();
    let checked = 0;
    for (const s of everyQuestion("es")) {
      for (const text of textsOf(s, "es")) {
        for (const word of words(text)) if (english.has(word) && !SHARED.has(word)) left.set(word, text);
      }
      checked++;
    }
    expect(checked).toBe(7 * 25 * 5 * 12);
    expect(Object.fromEntries(left)).toEqual({});
  });

  it("reads every number and sign of a Spanish question in words", () => {
    for (const s of everyQuestion("es")) {
      const spoken = spokenQuestion("math-quest", mathQuest.question(s), "es").replace(/(?<=\p{L})\?$/u, "");
      expect(spoken, mathQuest.question(s).prompt).not.toMatch(/[\d?+−×÷=√%/²³⁴⁵⁶⁷⁸⁹⁰¹ⁿ()]|\s{2}/u);
    }
  });

  it("asks the same numbers with the same answer in both languages (numbers stay numbers)", () => {
    const numbers = (text: string) => text.match(/\d+(\.\d+)?/g)?.join(" ");
    const spanish = [...everyQuestion("es")];
    [...everyQuestion("en")].forEach((s, i) => {
      expect(mathTask(spanish[i]).answer).toBe(mathTask(s).answer);
      expect(numbers(mathQuest.question(spanish[i]).prompt)).toBe(numbers(mathQuest.question(s).prompt));
    });
  });

  it("shows 7 × 8 the way a teacher would, in Spanish", () => {
    const found = [...everyQuestion("es")].map((s) => mathQuest.answer(s, "0").explanation).find((steps) => steps?.startsWith("7 × 8:"));
    expect(found).toBe("7 × 8: 7 × 4 = 28, y el doble es 56.");
    expect(
      spokenFeedback("math-quest", { index: 0, answer: "54", correct: false, points: 0, correctAnswer: "56", explanation: found }, "es"),
    ).toBe("¡Casi! La respuesta era 56. siete por ocho: siete por cuatro es igual a veintiocho, y el doble es cincuenta y seis.");
  });

  it.each([
    ["7 + 5 = ?", "siete más cinco es igual a cuánto"],
    ["¿Qué número va después del 19?", "Qué número va después del diecinueve?"],
    ["−2 − (−7) = ?", "menos dos menos menos siete es igual a cuánto"],
    ["(4 + 3) × 2 = ?", "abre paréntesis cuatro más tres cierra paréntesis por dos es igual a cuánto"],
    ["1/3 + 1/6 = ?/6", "un tercio más un sexto es igual a cuántos sextos"],
    ["3/4 de 20 = ?", "tres cuartos de veinte es igual a cuánto"],
    ["√49 = ?", "la raíz cuadrada de cuarenta y nueve es igual a cuánto"],
    ["3⁵ × 3² = 3ⁿ. n = ?", "tres elevado a cinco por tres al cuadrado es igual a tres elevado a n. n es igual a cuánto"],
    ["2x + y = 7, x − 3y = −7. y = ?", "dos x más ye es igual a siete, x menos tres ye es igual a menos siete. ye es igual a cuánto"],
    ["25% de 80 = ?", "veinticinco por ciento de ochenta es igual a cuánto"],
  ])("reads %s as “%s”", (prompt, said) => {
    expect(sumWords(prompt, "es")).toBe(said);
  });

  it("says numbers as a Spanish speaker does", () => {
    expect(spanishNumber(21)).toBe("veintiuno");
    expect(spanishNumber(100)).toBe("cien");
    expect(spanishNumber(115)).toBe("ciento quince");
    expect(spanishNumber(21_000)).toBe("veintiún mil");
    expect(spanishNumber(1_234)).toBe("mil doscientos treinta y cuatro");
    expect(spanishNumber(3_500_000)).toBe("tres millones quinientos mil");
    expect(spanishNumber(2.5)).toBe("dos punto cinco");
    expect(spanishNumber(-40)).toBe("menos cuarenta");
  });

  it("reads a Spanish run with a Spanish voice where the browser has one, the reader's region first", () => {
    const voices = [{ lang: "en-US", default: true }, { lang: "es-ES" }, { lang: "es-MX" }];
    expect(voiceFor(voices, "es", "es-MX")?.lang).toBe("es-MX");
    expect(voiceFor(voices, "es", "en-US")?.lang).toBe("es-ES");
    expect(voiceFor(voices, "en", "es-MX")?.lang).toBe("en-US");
    expect(voiceFor([{ lang: "en-US" }], "es")).toBeUndefined();
  });
});
