/**
 * Names that are safe to show: usernames, display names, bios, class names, race nicknames and
 * sets' texts are screened with obscenity's maintained English word list and LDNOOBW's Spanish one
 * (docs/decisions/name-screening.md), plus a few phrases they miss, minus their false positives on
 * real names, places and everyday words (REAL_NAMES_AND_PLACES).
 *
 * A text is read without the characters that draw nothing (utils/visible-text.ts), and it is rude
 * when the matcher finds a word in any of its readings (`readings` below): as written; with a
 * username's words split apart ("BigAss", "big_ass" → "Big Ass", so the list's whole-word entries
 * apply), also without a gamer tag's "xX...Xx"; with letters spelled one by one joined ("f.u.c.k",
 * "f,u,c,k", "s h i t" → "fuck", "shit"); with masked letters filled in ("f**k" → "fuck"); and
 * respelled ("phuck" → "fuck"). A number standing alone is read as a number, never as leetspeak
 * letters: "maya717" is Maya and 717, not "maya tit". A letter typed three times or more is read
 * once and twice ("cooock", "hoooker"; the list's own transformers keep two o's).
 */
import {
  DataSet,
  RegExpMatcher,
  assignIncrementingIds,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  pattern,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from "obscenity";
import naughtyWords from "naughty-words";
import { withoutInvisibles } from "~/utils/visible-text";
import type { Language } from "~/i18n/config";

/**
 * Real first names, surnames and places (and a few everyday words) that contain a word on the
 * list. Each entry is matched as a piece of text and excuses only a match lying wholly inside
 * it: "penistone" passes, "penis" (or "penistone penis") is still refused. An entry must never
 * be a rude word itself or a part of one ("bitche" would excuse "bitches"), so these stay
 * refused on purpose: Dick (also the insult; Richard, Dickens, Dickson pass), Twatt (Orkney:
 * whitelisting it would excuse "twatt"), Fucking (Austria, now Fugging), Bitche (France), Cumming
 * (the slang word itself; Cummings passes), Hooker and Dyke (also the insult and the slur).
 */
// prettier-ignore
export const REAL_NAMES_AND_PLACES: readonly string[] = [
  // first names, and Latin names' endings (Claudianus, Maximilianus, Silvanus, Stephanus, Urbanus)
  "analiese", "analise", "anallese", "anallise", "annalee", "annaliese", "annalise", "analia", "anusha", "anushka",
  "georgy", "kikelia", "ianus", "vanus", "phanus", "fanus", "banus",
  // surnames
  "bendick", "burdick", "cockshutt", "cocksedge", "cummings", "cumiskey", "dickerson", "dickinson", "dickson", "dikshit",
  "fagan", "faggin", "fagerlund", "pissarides", "pissarro", "reddick", "riddick", "ruddick", "semenov",
  "semenya", "shitara", "slutsky", "wankel", "wankhede",
  // places
  "cockpen", "cuckfield", "cuckmere", "cummington", "cumnock", "cumnor", "fukuoka", "fukushima",
  "penisarwaun", "penistone", "pissouri", "shitterton", "wankie",
  // a legend, a book, birds and everyday words
  "cumhaill", "moby dick", "blue tit", "coal tit", "cockpit", "pussycat", "shiitake",
  // Spanish everyday words (issue 50): cumplir, cumpleaños; análisis, analizar, analgésico; pañal; semental
  "cumpl", "analis", "anális", "analiz", "analg", "pañal", "panal", "semental",
];

/** Words the list misses, added through its own DataSet so its transformers apply to them. */
const EXTRA_WORDS = ["dumbass", "jackass", "fatass", "smartass", "bigass", "kickass", "badass", "shithead", "sexy", "wtf", "stfu"];

/**
 * Spellings of the list's own words that its patterns never meet: the transformers collapse "tt"
 * and "zz" before matching ("buttplug", "jizz" as written passed), and two phrases were only
 * caught without their space ("fingerbang") or only with it ("double penetra"); "jerkoff" lost its
 * "ff" the same way.
 */
const LIST_SPELLINGS = ["butplug", "|jiz", "jerkof", "|jerk of|", "finger bang", "doublepenetra"];

/**
 * Spanish (issue 50): the Spanish list of LDNOOBW (`naughty-words` 1.2.0, docs/decisions/name-screening.md),
 * as whole words through the same transformers (which read "cabrón" as "cabron"), plus words it
 * misses. Left out: everyday words it lists that a school's sets use ("martillo" is a hammer,
 * "concha" a shell; its phrase "concha de tu madre" stays), and "coño", read with its ñ below
 * (without it, "cono" is a cone).
 */
const SPANISH_EVERYDAY = ["asesinato", "asno", "concha", "drogas", "heroina", "infierno", "martillo", "orina", "racista", "trio"];
const SPANISH_EXTRA = [
  "puto",
  "putos",
  "putas",
  "joder",
  "jodido",
  "jodida",
  "chingar",
  "chingada",
  "culero",
  "polla",
  "pollas",
  "cojones",
  "pendeja",
];
const WITH_ENE = /(?<!\p{L})coños?(?!\p{L})/u;

/** A Spanish word or phrase as the list's patterns spell it: lower case, without accents. */
const plainSpanish = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

function spanishWords(): string[] {
  const listed = naughtyWords.es.filter((word) => word.toLowerCase() !== "coño").map(plainSpanish);
  return [...listed.filter((word) => !SPANISH_EVERYDAY.includes(word)), ...SPANISH_EXTRA];
}

/**
 * Words of the English list that are everyday Spanish: "negro" (black) and "kike" (Enrique's
 * nickname). A text known to be Spanish (a Spanish set's) is screened without them; every other
 * word of both lists still applies to it, the English list's slurs and obscenities included.
 */
const SPANISH_WORDS_ON_THE_ENGLISH_LIST = ["negro", "kike"];

/** Which screen reads a text: both lists whole (any text), or a text known to be Spanish. */
type ScreenFor = "any" | "es";

/** obscenity's English phrases, less those that are everyday words of a Spanish text. */
function englishPhrases(screenFor: ScreenFor) {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  if (screenFor === "es")
    dataset.removePhrasesIf((phrase) => SPANISH_WORDS_ON_THE_ENGLISH_LIST.includes(phrase.metadata?.originalWord ?? ""));
  return dataset;
}

function buildMatcher(screenFor: ScreenFor): RegExpMatcher {
  const dataset = englishPhrases(screenFor);
  for (const word of spanishWords()) {
    dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(`|${word}|`)));
  }
  for (const word of [...EXTRA_WORDS, ...LIST_SPELLINGS]) {
    dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(parseRawPattern(word)));
  }
  const built = dataset.build();
  return new RegExpMatcher({
    ...built,
    ...englishRecommendedTransformers,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...REAL_NAMES_AND_PLACES],
  });
}

/**
 * "xxx": the main matcher collapses repeated letters ("fuuuck" → "fuck"), which also turns it
 * into "x", so it has its own matcher without that step.
 */
function buildRepeatMatcher(): RegExpMatcher {
  return new RegExpMatcher({
    blacklistedTerms: assignIncrementingIds([pattern`xxx`]),
    blacklistMatcherTransformers: [resolveConfusablesTransformer(), resolveLeetSpeakTransformer(), toAsciiLowerCaseTransformer()],
  });
}

/**
 * The words of the list, for filling in masked letters: obscenity's phrases (read through its
 * DataSet API, so a word added to the list is covered), ours, and a few longer forms people mask.
 */
const MASKABLE_EXTRA = ["asshole", "bullshit", "fucker", "fucking", "motherfucker", "bitches", "wanker", "dickhead", "nigga"];

function maskableWords(screenFor: ScreenFor): string[] {
  const words = new Set([...EXTRA_WORDS, ...MASKABLE_EXTRA]);
  englishPhrases(screenFor).removePhrasesIf((phrase) => {
    if (phrase.metadata?.originalWord) words.add(phrase.metadata.originalWord);
    return false;
  });
  // Longest first, so "a**hole" is filled as "asshole", not "ass" + "hole".
  return [...words].filter((word) => /^[a-z]+$/.test(word)).sort((a, b) => b.length - a.length);
}

const screens: Partial<Record<ScreenFor, { list: RegExpMatcher; repeats: RegExpMatcher; maskable: string[] }>> = {};

/**
 * "BigAss", "big_ass", "bigASS2" → "Big Ass", "big ass", "big ASS 2". A surname's Mc, Mac or Fitz
 * stays joined: "McAssey", "MacCumhaill".
 */
function splitWords(text: string): string {
  return text
    .replace(/[_\-.]+/g, " ")
    .replace(/(\p{Ll})(?<!(?:^|\P{L})(?:Mc|Mac|Fitz))(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})/gu, "$1 $2")
    .replace(/(\p{N})(\p{L})/gu, "$1 $2");
}

/** A gamer tag's "xX...Xx" taken off, so the word inside stands alone: "xXsh1tXx" → "sh1t". */
function unwrapTag(text: string): string {
  return text.replace(/(^|\s)[xX]{2,}(?=\S)/g, "$1").replace(/(?<=\S)[xX]{2,}(?=\s|$)/g, "");
}

/** Letters, and what stands between them, when letters are spelled out one by one. */
const SPELLED = {
  plain: { letter: "[\\p{L}\\p{N}]", other: "[^\\p{L}\\p{N}]" },
  // Leetspeak's symbols for letters ("$.h.!.t") are letters here, not separators.
  leet: { letter: "[\\p{L}\\p{N}$@!|+]", other: "[^\\p{L}\\p{N}$@!|+]" },
};
const SPELLED_RUNS = Object.values(SPELLED).map(({ letter, other }) => ({
  run: new RegExp(`(?<!${letter})(?:${letter}${other}+){2,}${letter}(?!${letter})`, "gu"),
  between: new RegExp(`${other}+`, "gu"),
}));

/** Letters spelled one by one with anything between them joined: "f.u.c.k you", "f,u,c,k", "f!u!c!k" → "fuck". */
function spelledOutReadings(text: string): string[] {
  return SPELLED_RUNS.map(({ run, between }) => text.replace(run, (spelled) => spelled.replace(between, "")));
}

/**
 * Masked letters filled in from the list: "f**k", "sh*t", "a**hole" → "fuck", "shit", "asshole".
 * A word fits when it starts at the token's first letter and agrees with every letter shown.
 */
function fillMasks(text: string, maskable: readonly string[]): string {
  return text.replace(/\p{L}[\p{L}*#]*[*#][\p{L}*#]*/gu, (token) => {
    const lower = token.toLowerCase();
    const fits = (word: string) =>
      word.length <= lower.length && [...word].every((c, i) => lower[i] === c || lower[i] === "*" || lower[i] === "#");
    const word = maskable.find(fits);
    return word ? word + lower.slice(word.length) : token;
  });
}

/** Sounds spelled another way: "phuck", "fuq", "azz" → "fuck", "fuk", "ass". */
function respell(text: string): string {
  return text.replace(/ph/gi, "f").replace(/q/gi, "k").replace(/z/gi, "s");
}

/**
 * Digits that stand for a number, not for letters: standing alone, or after a name of three
 * letters or more ("maya717", "Aryn664": Maya and 717, not "maya tit"; Aryn and 664, not a slur).
 * Digits inside a word, after one or two letters, or one digit at the end are still leetspeak:
 * "sh1t", "a55", "sh17", "dyk3".
 */
function withoutNumbers(text: string): string {
  return text
    .replace(/(?<=\p{L}{3})\p{N}{2,}(?![\p{L}\p{N}$@!|+])/gu, " ")
    .replace(/(?<![\p{L}\p{N}$@!|+])\p{N}+(?![\p{L}\p{N}$@!|+])/gu, " ");
}

/** Every way the screen reads `text` (see the module comment). */
function readings(text: string, maskable: readonly string[]): Set<string> {
  const visible = withoutNumbers(withoutInvisibles(withoutInvisibles(text).normalize("NFKC")));
  const words = splitWords(visible);
  const found = [visible, words, unwrapTag(visible.replace(/[_\-.]+/g, " "))];
  if (/(\p{L})\1{2}/u.test(visible)) found.push(visible.replace(/(\p{L})\1{2,}/gu, "$1"), visible.replace(/(\p{L})\1{2,}/gu, "$1$1"));
  found.push(...spelledOutReadings(visible), ...spelledOutReadings(words));
  if (/[*#]/.test(visible)) found.push(fillMasks(visible, maskable), fillMasks(words, maskable));
  if (/ph|q|z/i.test(visible)) found.push(respell(visible), respell(words));
  return new Set(found);
}

/** Whether a name or text contains a rude word (see the module comment for how it is read). */
export function isRude(text: string): boolean {
  return isRudeIn("en", text);
}

/**
 * Whether a text in a known `language` (a teacher's set's) contains a rude word, read in it: a
 * Spanish one without the English list's words that are everyday Spanish ("gato negro"); an
 * English one as any text, with both lists whole.
 */
export function isRudeIn(language: Language, text: string): boolean {
  const screenFor: ScreenFor = language === "es" ? "es" : "any";
  const screen = (screens[screenFor] ??= {
    list: buildMatcher(screenFor),
    repeats: buildRepeatMatcher(),
    maskable: maskableWords(screenFor),
  });
  const { list, repeats, maskable } = screen;
  for (const reading of readings(text, maskable)) {
    if (list.hasMatch(reading) || repeats.hasMatch(reading) || WITH_ENE.test(reading.toLowerCase())) return true;
  }
  return false;
}
