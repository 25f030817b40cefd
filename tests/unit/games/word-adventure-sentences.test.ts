/**
 * A child who misses a Word Adventure word is shown the word, its hint and a sentence that uses
 * it, short enough for the level's reader (issue 49: worked steps after a wrong answer). A
 * teacher's word list has no sentences: the word and its hint only.
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { describe, expect, it } from "vitest";
import { engines } from "~/games";
import { levelsFor } from "~/games/levels";
import type { WordsContent } from "~/games/sets/content";
import { setEngine } from "~/games/sets/engine";
import { feedbackLine, spokenFeedback } from "~/games/speech/spoken";
import type { RunState } from "~/games/types";
import { wordAdventure, wordItem } from "~/games/word-adventure";
import { WORD_BANK } from "~/games/word-adventure.bank";
import { WORD_LEVELS } from "~/games/words";
import { MISSED_NOTE_CHARS_MAX, SENTENCE_WORDS_MAX, WORD_SENTENCES, wordSentence } from "~/games/words/sentences";
import { isRude } from "~/models/name-screening.server";

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** The word itself or a plain inflection of it: cats, wishes, hopped, carries, dancing, kitten's. */
function formsOf(word: string): string[] {
  const endings = ["", "s", "es", "ed", "d", "ing", "'s"];
  const forms = endings.map((ending) => word + ending);
  if (word.endsWith("y")) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  if (word.endsWith("e")) forms.push(`${word.slice(0, -1)}ing`);
  forms.push(`${word}${word.at(-1)}ed`, `${word}${word.at(-1)}ing`);
  return forms;
}

function usesWord(sentence: string, word: string): boolean {
  const words = sentence.toLowerCase().match(/[a-z']+/g) ?? [];
  const forms = formsOf(word);
  return words.some((w) => forms.includes(w));
}

const wordCount = (sentence: string) => sentence.split(/\s+/).length;

/** A run at `level` (none: the original bank) that has answered `index` questions. */
const runAt = (seed: string, index: number, level?: number): RunState => ({
  seed,
  index,
  score: 0,
  correct: 0,
  answered: index,
  streak: 0,
  ...(level === undefined ? {} : { level }),
});

describe("a sentence for every Word Adventure word", () => {
  it.each(levelsFor("word-adventure").map((l) => [l.id, l.name, SENTENCE_WORDS_MAX[l.id - 1]] as const))(
    "level %i (%s): every word has one sentence of at most %i words that uses it, and no other word has one",
    (level, _name, most) => {
      const sentences = WORD_SENTENCES[level - 1];
      const words = WORD_LEVELS[level - 1].map(([word]) => word);
      expect(Object.keys(sentences).sort()).toEqual([...words].sort());
      for (const word of words) {
        const sentence = sentences[word];
        expect(usesWord(sentence, word), `${word}: ${sentence}`).toBe(true);
        expect(wordCount(sentence), sentence).toBeGreaterThanOrEqual(4);
        expect(wordCount(sentence), sentence).toBeLessThanOrEqual(most);
        expect(sentence, word).toMatch(/^[A-Z0-9"].*[.!?]$/);
      }
    },
  );

  it("gives the youngest readers the shortest sentences: 4-8 words for ages 5-8, longer as the levels go up", () => {
    expect(SENTENCE_WORDS_MAX.slice(0, 2)).toEqual([8, 8]);
    const average = (level: number) => {
      const sentences = Object.values(WORD_SENTENCES[level - 1]);
      return sentences.reduce((sum, s) => sum + wordCount(s), 0) / sentences.length;
    };
    for (let level = 2; level <= WORD_SENTENCES.length; level++)
      expect(average(level), `level ${level}`).toBeGreaterThan(average(level - 1));
  });

  it("has a sentence for every word of the original bank, as short as the level the word belongs to", () => {
    for (const { word } of WORD_BANK) {
      const level = WORD_SENTENCES.findIndex((sentences) => Object.hasOwn(sentences, word)) + 1;
      expect(level, word).toBeGreaterThan(0);
      expect(wordSentence(word), word).toBe(WORD_SENTENCES[level - 1][word]);
    }
    expect(wordSentence("constructor")).toBeUndefined();
  });

  it("passes a maintained profanity list, like every hint, and the rest of it the app's stricter name screen", () => {
    // The screens work: a swear word in a sentence is caught by both.
    expect(isRude("The cat sat on the sh" + "1t.")).toBe(true);
    expect(profanity.hasMatch("The cat sat on the sh" + "1t.")).toBe(true);
    // The name screen reads PIZZA as a respelt rude word; the game's words are screened with the
    // profanity list (word-adventure-levels.test.ts), so it reads the rest of the sentence.
    const withoutTheWord = (sentence: string, word: string) =>
      sentence.replace(/[A-Za-z']+/g, (w) => (formsOf(word).includes(w.toLowerCase()) ? "___" : w));
    expect(withoutTheWord("Three pizzas, one pizza's box.", "pizza")).toBe("Three ___, one ___ box.");
    for (const sentences of WORD_SENTENCES) {
      for (const [word, sentence] of Object.entries(sentences)) {
        expect(profanity.hasMatch(sentence), `${word}: ${sentence}`).toBe(false);
        expect(isRude(withoutTheWord(sentence, word)), `${word}: ${sentence}`).toBe(false);
      }
    }
  });
});

describe("after a missed word", () => {
  it("shows the word, its hint and its sentence: GARDEN at level 3", () => {
    let state = runAt("garden", 0, 3);
    while (wordItem(state).word !== "garden") state = { ...state, index: state.index + 1 };
    const missed = wordAdventure.answer(state, "danger!");
    expect(missed.correct).toBe(false);
    expect(missed.correctAnswer).toBe("GARDEN");
    // Under "Not quite! The answer was GARDEN.": the hint and the sentence, the word not said twice.
    expect(feedbackLine(missed)).toBe("Not quite! The answer was GARDEN.");
    expect(missed.explanation).toBe("Where flowers and vegetables grow. “We planted seeds in the garden.”");
    // Read aloud (the speaker button), the word in lower case so a voice says it as a word.
    expect(spokenFeedback("word-adventure", { ...missed, index: state.index, answer: "DANGER!" })).toBe(
      "Not quite! The word was garden. Where flowers and vegetables grow. “We planted seeds in the garden.”",
    );
  });

  it("explains every word of every level and of the original bank the same way, short enough for a phone, and only when it was missed", () => {
    for (const level of [undefined, ...levelsFor("word-adventure").map((l) => l.id)]) {
      const size = level === undefined ? WORD_BANK.length : WORD_LEVELS[level - 1].length;
      for (let index = 0; index < size; index++) {
        const state = runAt("every-word", index, level);
        const item = wordItem(state);
        const missed = wordAdventure.answer(state, "zzz");
        // The hint as a sentence of its own ("Atchoo!" keeps its mark), then the word's sentence in quotes.
        expect(missed.explanation, item.word).toMatch(/^[^“]+[.!?] “[^“]+”$/);
        expect(missed.explanation!.startsWith(item.hint.replace(/\.+$/, "")), item.word).toBe(true);
        expect(missed.explanation!.endsWith(` “${wordSentence(item.word, level)}”`), item.word).toBe(true);
        // Three lines of a phone under the question (the stage's phone test measures it at level 5).
        expect(missed.explanation!.length, item.word).toBeLessThanOrEqual(MISSED_NOTE_CHARS_MAX);
        expect(wordAdventure.answer(state, item.word).explanation, item.word).toBeUndefined();
      }
    }
  });

  it("shows each hint as written, a name or a letter that opens it included", () => {
    const missedAt = (word: string, level: number) => {
      let state = runAt(word, 0, level);
      while (wordItem(state).word !== word) state = { ...state, index: state.index + 1 };
      return wordAdventure.answer(state, "zzz").explanation;
    };
    expect(missedAt("pasta", 3)).toMatch(/^Italian food like spaghetti\. “/);
    expect(missedAt("letter", 3)).toMatch(/^A, B and C are each one\. “/);
    expect(missedAt("language", 4)).toMatch(/^English and Spanish are each one\. “/);
    expect(missedAt("cat", 1)).toBe("A furry pet that says meow. “The cat sleeps on my bed.”");
  });

  it("a right answer with another word of the tiles still says which word was meant, with no sentence", () => {
    let state = runAt("owl", 0, 1);
    while (wordItem(state).word !== "owl") state = { ...state, index: state.index + 1 };
    expect(wordAdventure.answer(state, " low ").explanation).toBe("LOW uses all the tiles too! The word we had in mind was OWL.");
  });

  it("a teacher's word list shows the word and the teacher's hint as written, and nothing more where it has no hint", () => {
    const content: WordsContent = {
      kind: "words",
      words: [
        { word: "thames", hint: "London's river.", others: [] },
        { word: "window", others: [] },
      ],
    };
    const engine = setEngine(engines["word-adventure"], content);
    const explanations = new Map<string, string | undefined>();
    let state = engine.start("teacher");
    for (let i = 0; i < 2; i++) {
      const result = engine.answer(state, "zzz");
      explanations.set(result.correctAnswer, result.explanation);
      state = result.state;
    }
    expect(explanations).toEqual(
      new Map([
        ["THAMES", "London's river."],
        ["WINDOW", undefined],
      ]),
    );
  });
});
