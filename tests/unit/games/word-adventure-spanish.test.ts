/**
 * Word Adventure in Spanish (issue 50): a child whose run started in Spanish unscrambles Spanish
 * words from the first question to the last, at every level, with Spanish hints, sentences and
 * feedback; the tiles show the accents and the ñ, and a word typed without them is right
 * (docs/decisions/accent-rule.md). An English run is as it always was.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import naughtyWords from "naughty-words";
import { describe, expect, it } from "vitest";
import { withLanguage } from "~/games/language";
import { levelsFor } from "~/games/levels";
import { spokenFeedback, spokenQuestion } from "~/games/speech/spoken";
import type { GameLanguage, RunState } from "~/games/types";
import { wordAdventure, wordItem } from "~/games/word-adventure";
import { entryItem, WORD_LEVELS, wordLevels } from "~/games/words";
import { capitals, LATIN_WORD, normalWord, usedTiles, withoutAccents } from "~/games/words/letters";
import { scramble } from "~/games/words/scramble";
import { MISSED_NOTE_CHARS_MAX, SENTENCE_WORDS_MAX, wordSentence } from "~/games/words/sentences";
import { ES_WORD_BANK, ES_WORD_LEVELS, ES_WORD_PICTURES, ES_WORD_SENTENCES } from "~/games/words/spanish";
import { readSpanishDictionary, readSpokenSpanish, spanishTilesKey } from "~/games/words/spanish-dictionary.server";
import { isRude } from "~/models/name-screening.server";

const levels = levelsFor("word-adventure");
const SPOKEN = new Set(readSpokenSpanish());
/** The same package's list of Spanish Wikipedia's words: the oldest level's words that are read more than heard. */
const WIKIPEDIA = new Set<string>(
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve("@zxcvbn-ts/language-es-es/src/wikipedia.json"), "utf8")),
);
const DICTIONARY = new Set(readSpanishDictionary().map(withoutAccents));
/** Any word a Spanish reader could read in a scramble: of either list or the dictionary, accents aside. */
const ANY_WORD = new Set([...SPOKEN, ...WIKIPEDIA, ...DICTIONARY].map(withoutAccents));

/** Without acute accents and diaeresis, but with its ñ ("coño" is not "cono"). */
const plainAccents = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0301\u0308]/gu, "")
    .normalize("NFC");
/** The Spanish rude words (LDNOOBW's list) that a run of tiles could spell inside a longer one. */
const RUDE_INSIDE = naughtyWords.es.map(plainAccents).filter((word) => !word.includes(" ") && word.length >= 4);
/** Rude as a name is (the site's screen), or with a rude word inside: "gaculoimér" shows CULO. */
const rude = (letters: string) => isRude(letters) || RUDE_INSIDE.some((word) => plainAccents(letters).includes(word));

const allItems = ES_WORD_LEVELS.flatMap((words, i) => words.map((entry) => ({ ...entryItem(entry, i + 1, "es"), level: i + 1, entry })));

/** Letter counts each Spanish level keeps to: Spanish words run longer than English ones. */
const LENGTHS: Record<number, [min: number, max: number]> = { 1: [3, 4], 2: [4, 6], 3: [6, 9], 4: [7, 11], 5: [8, 15] };

const run = (seed: string, index: number, level: number | undefined, lang: GameLanguage): RunState =>
  withLanguage({ seed, index, score: 0, correct: 0, answered: index, streak: 0, ...(level === undefined ? {} : { level }) }, lang);

/** A Spanish run at `level` whose current word is `word`. */
function runShowing(word: string, level: number): RunState {
  for (let index = 0; index < 200; index++) {
    const state = run("tiles", index, level, "es");
    if (wordItem(state).word === word) return state;
  }
  throw new Error(`no question shows ${word}`);
}

/** A sentence's words, and whether one of them is `word` or its plural. */
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const usesWord = (sentence: string, word: string) => wordsOf(sentence).some((w) => [word, `${word}s`, `${word}es`].includes(w));

describe("Word Adventure's Spanish words", () => {
  it("has a list per level, at least 40 words each, three- and four-letter words first and longer ones level by level", () => {
    expect(ES_WORD_LEVELS).toHaveLength(levels.length);
    for (const words of ES_WORD_LEVELS) expect(words.length).toBeGreaterThanOrEqual(40);
    const average = (level: number) =>
      ES_WORD_LEVELS[level - 1].reduce((sum, [word]) => sum + [...word].length, 0) / ES_WORD_LEVELS[level - 1].length;
    for (const { word, level } of allItems) {
      const [min, max] = LENGTHS[level];
      expect([...word].length, word).toBeGreaterThanOrEqual(min);
      expect([...word].length, word).toBeLessThanOrEqual(max);
    }
    for (let level = 2; level <= levels.length; level++) expect(average(level)).toBeGreaterThan(average(level - 1));
  });

  it("takes every word, spelled with its accents, from the maintained lists: spoken Spanish (Wikipedia's at the oldest levels) and the dictionary", () => {
    for (const { word, level } of allItems) {
      expect(word, word).toBe(normalWord(word));
      expect(word, word).toMatch(LATIN_WORD);
      expect(SPOKEN.has(word) || (level >= 4 && WIKIPEDIA.has(word)), `${word} is no word of the lists`).toBe(true);
      expect(DICTIONARY.has(withoutAccents(word)), `${word} is in no dictionary`).toBe(true);
    }
    // The youngest levels' words are words a child hears every day: among the 30,000 most used.
    const ranks = new Map(
      readSpokenSpanish()
        .map((word, i) => [word, i + 1] as const)
        .reverse(),
    );
    for (const { word, level } of allItems.filter((i) => i.level <= 2))
      expect(ranks.get(word), `${word} (level ${level})`).toBeLessThanOrEqual(30_000);
  });

  it("never uses a word twice, nor two words made of the same tiles, so each scramble has one word in mind", () => {
    const byTiles = new Map<string, string[]>();
    for (const { word } of allItems) byTiles.set(spanishTilesKey(word), [...(byTiles.get(spanishTilesKey(word)) ?? []), word]);
    expect([...byTiles.values()].filter((words) => words.length > 1)).toEqual([]);
  });

  it("scrambles every word into its own letters, accents kept, never the word nor any Spanish word nor a rude one", () => {
    for (const { word, scrambled } of allItems) {
      expect([...scrambled].sort(), word).toEqual([...word].sort());
      expect(scrambled, word).not.toBe(word);
      expect(ANY_WORD.has(withoutAccents(scrambled)), `${word} scrambles to the word ${scrambled}`).toBe(false);
      expect(rude(scrambled), `${word} → ${scrambled}`).toBe(false);
      expect(rude(word), word).toBe(false);
    }
  });

  it("writes a scramble out only where the derived one spells a word or a rude one", () => {
    const written = allItems.filter(({ entry }) => entry[2] !== undefined);
    for (const { word } of written) {
      const derived = scramble(word);
      expect(ANY_WORD.has(withoutAccents(derived)) || rude(derived), word).toBe(true);
    }
    expect(written.length).toBeLessThan(allItems.length / 5);
  });

  it("gives every word a short Spanish hint that does not say the word, and a sentence that uses it, short enough for the level", () => {
    for (const { word, hint, sentence, level } of allItems) {
      expect(hint.trim().length, word).toBeGreaterThan(3);
      expect(hint.length, word).toBeLessThanOrEqual(80);
      expect(withoutAccents(hint), word).not.toMatch(new RegExp(`(^|[^\\p{L}])${withoutAccents(word)}`, "u"));
      expect(sentence, word).toBe(wordSentence(word, level, "es"));
      expect(usesWord(sentence!, word), `${word}: ${sentence}`).toBe(true);
      const count = sentence!.split(/\s+/).length;
      expect(count, sentence).toBeGreaterThanOrEqual(3);
      expect(count, sentence).toBeLessThanOrEqual(SENTENCE_WORDS_MAX[level - 1]);
      expect(sentence, word).toMatch(/^[¡¿«A-ZÁÉÍÓÚÑ].*[.!?]$/u);
      expect(hint.length + sentence!.length + 4, word).toBeLessThanOrEqual(MISSED_NOTE_CHARS_MAX);
      for (const text of [word, hint, sentence!]) expect(isRude(text), text).toBe(false);
    }
    ES_WORD_SENTENCES.forEach((sentences, i) =>
      expect(Object.keys(sentences).sort()).toEqual(ES_WORD_LEVELS[i].map(([word]) => word).sort()),
    );
  });

  it("pictures only the youngest levels' own words, one emoji each, and most of level 1's", () => {
    const emoji = /^(\p{Extended_Pictographic}|[0-9]\uFE0F\u20E3|\p{Emoji_Presentation})(?:\p{Emoji}|\u200D|\uFE0F)*$/u;
    ES_WORD_PICTURES.forEach((pictures, i) => {
      const words = new Set(ES_WORD_LEVELS[i].map(([word]) => word));
      for (const [word, picture] of Object.entries(pictures)) {
        expect(words.has(word), `${word} is not a level ${i + 1} word`).toBe(true);
        expect(picture, word).toMatch(emoji);
      }
      if (i === 0) expect(Object.keys(pictures).length / words.size).toBeGreaterThanOrEqual(0.35);
    });
    for (const { word, level, picture } of allItems) expect(picture, word).toBe(ES_WORD_PICTURES[level - 1]?.[word]);
  });
});

/** Every text one question of a run shows or says (its tiles are letters, not words): the hint, a miss's feedback and note, a right answer's, both read aloud. */
function textsOf(state: RunState, lang: GameLanguage): string[] {
  const question = wordAdventure.question(state);
  const item = wordItem(state);
  const texts = [question.hint ?? "", spokenQuestion("word-adventure", question, lang)];
  // A miss, the word typed right, and the word typed without its accents.
  for (const typed of ["zzz", item.word, withoutAccents(item.word)]) {
    const result = wordAnswer(state, typed);
    const feedback = {
      index: state.index,
      answer: typed,
      correct: result.correct,
      points: result.points,
      correctAnswer: result.correctAnswer,
      explanation: result.explanation,
    };
    texts.push(result.correctAnswer, result.explanation ?? "", spokenFeedback("word-adventure", feedback, lang));
  }
  return texts;
}

const wordAnswer = (state: RunState, typed: string) => wordAdventure.answer(state, typed);

/** Each level's questions (and the level-less bank's) over many seeds, every word of each Spanish level in each. */
function* everyQuestion(lang: GameLanguage) {
  for (const level of [undefined, 1, 2, 3, 4, 5]) {
    for (let seed = 0; seed < 10; seed++) for (let index = 0; index < 80; index++) yield run(`es-${seed}`, index, level, lang);
  }
}

/**
 * A word of the English texts in a Spanish one is English left behind, unless it is Spanish too:
 * a word of the Spanish dictionary ("no", "me", "son", "animal", "pie" for foot, "red" for net), or
 * one of the one-letter words it leaves out: "a" (to), "y" (and), "o" (or).
 */
const isSpanishToo = (word: string) => DICTIONARY.has(word) || ["a", "y", "o"].includes(word);

describe("Word Adventure played in Spanish", () => {
  it("shows no English word in any level's tiles, hints, feedback, sentences or what is read aloud (4,800 questions, 14,400 answers)", () => {
    const english = new Set<string>();
    for (const state of everyQuestion("en")) for (const text of textsOf(state, "en")) for (const word of wordsOf(text)) english.add(word);
    const left = new Map<string, string>();
    let checked = 0;
    for (const state of everyQuestion("es")) {
      for (const text of textsOf(state, "es"))
        for (const word of wordsOf(text)) if (english.has(word) && !isSpanishToo(word)) left.set(word, text);
      checked++;
    }
    expect(checked).toBe(6 * 10 * 80);
    expect(Object.fromEntries(left)).toEqual({});
    // The English words of the feedback are not Spanish: the check would see them.
    for (const word of ["the", "answer", "was", "not", "right", "word", "spelled", "mind"]) expect(isSpanishToo(word), word).toBe(false);
  });

  it("deals only Spanish words, every word of the level once before any repeats, from the first question to the last", () => {
    const english = new Set(WORD_LEVELS.flat().map(([word]) => word));
    for (const { id } of levels) {
      const words = wordLevels("es")[id - 1];
      let state = wordAdventure.start(`deal-${id}`, id);
      state = withLanguage(state, "es");
      const seen = new Set<string>();
      for (let i = 0; i < words.length; i++) {
        const item = wordItem(state);
        expect(english.has(item.word) && !isSpanishToo(item.word), item.word).toBe(false);
        seen.add(item.word);
        const result = wordAdventure.answer(state, ` ${capitals(item.word)} `);
        expect(result.correct, item.word).toBe(true);
        state = result.state;
      }
      expect(seen.size, `level ${id}`).toBe(words.length);
      expect(state).toMatchObject({ score: words.length * 5, level: id, language: "es" });
    }
    // Without a level (the original bank's place): Spanish words too, easy to hard.
    const bank = new Set(ES_WORD_BANK.map(({ entry }) => entry[0]));
    for (let index = 0; index < 60; index++) expect(bank.has(wordItem(run("bank", index, undefined, "es")).word)).toBe(true);
  });

  it("shows the accents and the ñ on the tiles, and a tile is used up by the plain letter typed", () => {
    const nino = wordAdventure.question(runShowing("niño", 1)).prompt;
    expect([...nino].sort()).toEqual(["I", "N", "O", "Ñ"]);
    const arbol = [...wordAdventure.question(runShowing("árbol", 2)).prompt];
    expect(arbol).toContain("Á");
    expect(usedTiles(arbol, "arbol").size).toBe(5);
    expect(usedTiles([...nino], "nino").size).toBe(4);
  });

  it('takes "arbol" for ÁRBOL and "nino" for NIÑO with full points, and the feedback shows how each is spelled', () => {
    const arbol = wordAdventure.answer(runShowing("árbol", 2), "arbol");
    expect(arbol).toMatchObject({ correct: true, points: 5, correctAnswer: "ÁRBOL", explanation: "¡Bien! Se escribe ÁRBOL." });
    const nino = wordAdventure.answer(runShowing("niño", 1), "NINO");
    expect(nino).toMatchObject({ correct: true, points: 5, correctAnswer: "NIÑO", explanation: "¡Bien! Se escribe NIÑO." });
    // Typed as it is spelled, nothing to add.
    expect(wordAdventure.answer(runShowing("niño", 1), "niño").explanation).toBeUndefined();
    // "ñ" stays a letter of its own for the scramble: "nina" is NIÑA, not NIÑO.
    expect(wordAdventure.answer(runShowing("niño", 1), "nina").correct).toBe(false);
  });

  it("accepts another Spanish word of the same tiles, named as it is spelled, and no English one", () => {
    const sol = wordAdventure.answer(runShowing("sol", 1), "los");
    expect(sol).toMatchObject({
      correct: true,
      points: 5,
      explanation: "¡LOS también usa todas las letras! La palabra que pensábamos era SOL.",
    });
    const rio = wordAdventure.answer(runShowing("río", 1), "oir");
    expect(rio).toMatchObject({ correct: true, explanation: "¡OÍR también usa todas las letras! La palabra que pensábamos era RÍO." });
    // The subtitles' list has "moon", but no Spanish dictionary does; and a miss says its hint and sentence.
    const moon = wordAdventure.answer(runShowing("mono", 1), "moon");
    expect(moon).toMatchObject({ correct: false, points: 0, correctAnswer: "MONO" });
    expect(moon.explanation).toBe("Un animal que trepa árboles y come plátanos. “El mono come un plátano.”");
  });

  it("leaves an English run as it was: the same words for the same seed, in English", () => {
    for (const { id } of levels) {
      const english = new Set(WORD_LEVELS[id - 1].map(([word]) => word));
      for (let index = 0; index < 40; index++) {
        const state = run("same", index, id, "en");
        expect(state).not.toHaveProperty("language");
        expect(english.has(wordItem(state).word)).toBe(true);
      }
    }
    expect(wordAdventure.answer(run("same", 0, 1, "en"), "zzz").explanation).toMatch(/^[A-Z][a-z]/);
  });
});
