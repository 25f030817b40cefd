// What the stage reads aloud (app/games/speech/): sums in words, and Word Adventure never saying
// its answer before it is answered, over every level's questions.
import { describe, expect, it } from "vitest";
import { levelsFor } from "~/games/levels";
import { mathQuest } from "~/games/math-quest";
import { numberWords, sumWords } from "~/games/speech/sum-words";
import { spokenFeedback, spokenHint, spokenQuestion } from "~/games/speech/spoken";
import { wordAdventure } from "~/games/word-adventure";

describe("a sum read aloud", () => {
  it.each([
    ["7 + 5 = ?", "seven plus five equals what"],
    ["2 + ? = 6", "two plus what equals six"],
    ["12 × 3 = ?", "twelve times three equals what"],
    ["84 ÷ 7 = ?", "eighty-four divided by seven equals what"],
    ["What number comes after 19?", "What number comes after nineteen?"],
    ["How many dots? ● ● ●", "How many dots?"],
    // Negatives: a sign with no number before it says "negative".
    ["−3 + 5 = ?", "negative three plus five equals what"],
    ["4 − 9 = ?", "four minus nine equals what"],
    ["(−3) × 4 = ?", "negative three times four equals what"],
    ["−2 − (−7) = ?", "negative two minus negative seven equals what"],
    ["(4 + 3) × 2 = ?", "open bracket four plus three close bracket times two equals what"],
    // Fractions.
    ["1/3 + 1/6 = ?/6", "one third plus one sixth equals how many sixths"],
    ["3/4 of 20 = ?", "three quarters of twenty equals what"],
    ["1/2 of 30 = ?", "one half of thirty equals what"],
    ["2/7 of 14 = ?", "two sevenths of fourteen equals what"],
    // Powers and roots.
    ["5² = ?", "five squared equals what"],
    ["3³ = ?", "three cubed equals what"],
    ["2¹⁰ = ?", "two to the power of ten equals what"],
    ["√49 = ?", "the square root of forty-nine equals what"],
    ["3⁵ × 3² = 3ⁿ. n = ?", "three to the power of five times three squared equals three to the power of n. n equals what"],
    ["2⁻³ = ?", "two to the power of negative three equals what"],
    // The top level: equations and percentages.
    ["Solve 3x − 4 = −1. x = ?", "Solve three x minus four equals negative one. x equals what"],
    ["Solve x² − 5x + 6 = 0. Larger x = ?", "Solve x squared minus five x plus six equals zero. Larger x equals what"],
    ["2x + y = 7 and x − 3y = −7. y = ?", "two x plus y equals seven and x minus three y equals negative seven. y equals what"],
    ["25% of 80 = ?", "twenty-five percent of eighty equals what"],
  ])("%s is “%s”", (prompt, words) => {
    expect(sumWords(prompt)).toBe(words);
  });

  it("says big numbers and decimals in words", () => {
    expect(numberWords(1234)).toBe("one thousand two hundred and thirty-four");
    expect(numberWords(1_000_005)).toBe("one million and five");
    expect(numberWords(2.5)).toBe("two point five");
    expect(numberWords(-40)).toBe("negative forty");
  });

  it("leaves no digit or sign unread in any level's problems", () => {
    for (const level of levelsFor("math-quest")) {
      for (let seed = 0; seed < 40; seed++) {
        let state = mathQuest.start(`speech-${seed}`, level.id);
        for (let i = 0; i < 10; i++) {
          // (A question mark ends a question in words: "What number comes after zero?")
          const spoken = spokenQuestion("math-quest", mathQuest.question(state)).replace(/(?<=[a-z])\?$/, "");
          expect(spoken, mathQuest.question(state).prompt).not.toMatch(/[\d?+−×÷=√%/²³⁴⁵⁶⁷⁸⁹⁰¹ⁿ()]|\s{2}/u);
          state = mathQuest.answer(state, "0").state;
        }
      }
    }
  });
});

describe("Word Adventure read aloud", () => {
  it("reads the hint and how many letters, not the scrambled letters one by one", () => {
    const state = wordAdventure.start("speech-hint", 1);
    const question = wordAdventure.question(state);
    const spoken = spokenQuestion("word-adventure", question);
    expect(spoken).toBe(`What do these 3 letters spell? Hint: ${question.hint}.`);
    expect(spoken).not.toContain([...question.prompt].join(", "));
  });

  it("never says the answer before it is answered, and after a miss says the word in its sentence", () => {
    let checked = 0;
    for (const level of levelsFor("word-adventure")) {
      for (let seed = 0; seed < 30; seed++) {
        let state = wordAdventure.start(`speech-${seed}`, level.id);
        for (let i = 0; i < 20; i++) {
          const question = wordAdventure.question(state);
          const result = wordAdventure.answer(state, "zzz");
          const word = new RegExp(`\\b${result.correctAnswer}\\b`, "i");
          const feedback = {
            index: i,
            answer: "ZZZ",
            correct: false,
            points: 0,
            correctAnswer: result.correctAnswer,
            explanation: result.explanation,
          };
          for (const spoken of [spokenQuestion("word-adventure", question), spokenHint(question) ?? ""]) {
            expect(spoken, `${result.correctAnswer}: ${spoken}`).not.toMatch(word);
          }
          // The word in lower case, as a voice says a word (capitals may be spelt out letter by letter).
          const said = spokenFeedback("word-adventure", feedback);
          expect(said).toBe(`Not quite! The word was ${result.correctAnswer.toLowerCase()}. ${result.explanation}`);
          expect(result.explanation).toMatch(new RegExp(`\\b${result.correctAnswer}`, "i"));
          expect(said).not.toContain(result.correctAnswer);
          checked++;
          state = result.state;
        }
      }
    }
    expect(checked).toBe(levelsFor("word-adventure").length * 30 * 20);
  });
});
