// One Word Adventure word: the answer, a short hint a child of the level can read, and for a
// few short words their scrambled letters. Without that third part the letters are derived
// from the word (scramble.ts); it is written out only where the derived scramble would spell
// another real word (as "god" for "dog") or a rude one, which
// tests/unit/games/word-adventure-levels.test.ts reports.
export type WordEntry = readonly [word: string, hint: string, scrambled?: string];

/**
 * The youngest levels' pictures (an emoji) by word, kept beside the words in each level's file.
 * A word gets one only where a single emoji plainly is that word (🐱 cat, ☀️ sun): better no
 * picture than one that leads a child to another word (docs/decisions/word-pictures.md).
 */
export type WordPictures = Readonly<Record<string, string>>;

/**
 * Each level's sentences by word (sentences/): one that uses the word, as short as the level's
 * reader needs, shown with the word and its hint after the word was missed.
 */
export type WordSentences = Readonly<Record<string, string>>;
