/**
 * Names that are safe to show: usernames, display names and bios are screened with obscenity's
 * maintained English word list (docs/decisions/name-screening.md), plus a few phrases it misses,
 * minus its false positives on real names and places (REAL_NAMES_AND_PLACES).
 *
 * A text is rude when the matcher finds a word in it, read three ways: as written; with the
 * words of a username split apart ("BigAss", "big_ass" → "Big Ass", so the list's whole-word
 * entries apply), also without a gamer tag's "xX...Xx"; and with spelled-out letters joined
 * ("f.u.c.k", "s h i t" → "fuck", "shit").
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
  // first names
  "analise", "annalise", "analia", "anusha", "anushka", "georgy",
  // surnames
  "burdick", "cockshutt", "cocksedge", "cummings", "cumiskey", "dickerson", "dickinson", "dickson", "dikshit",
  "fagan", "faggin", "fagerlund", "pissarides", "pissarro", "reddick", "riddick", "ruddick", "semenov",
  "semenya", "shitara", "slutsky", "wankel", "wankhede",
  // places
  "cockpen", "cuckfield", "cuckmere", "cummington", "cumnock", "cumnor", "fukuoka", "fukushima",
  "penisarwaun", "penistone", "pissouri", "shitterton", "wankie",
  // a legend, a book, birds and everyday words
  "cumhaill", "moby dick", "blue tit", "coal tit", "cockpit", "pussycat", "shiitake",
];

/** Words the list misses, added through its own DataSet so its transformers apply to them. */
const EXTRA_WORDS = ["dumbass", "jackass", "fatass", "smartass", "bigass", "kickass", "badass", "shithead", "sexy", "wtf", "stfu"];

function buildMatcher(): RegExpMatcher {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const word of EXTRA_WORDS) {
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

let matchers: [RegExpMatcher, RegExpMatcher] | undefined;

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

/** Letters spelled one by one with separators between them, joined: "f.u.c.k you" → "fuck you". */
function joinSpelledOut(text: string): string {
  return text.replace(/(?<![^\s._*+~/|-])(?:[^\s._*+~/|-][\s._*+~/|-]+){2,}[^\s._*+~/|-](?![^\s._*+~/|-])/gu, (run) =>
    run.replace(/[\s._*+~/|-]+/g, ""),
  );
}

/** Whether a name or bio contains a rude word (see the module comment for how it is read). */
export function isRude(text: string): boolean {
  const [list, repeats] = (matchers ??= [buildMatcher(), buildRepeatMatcher()]);
  const normalized = text.normalize("NFKC");
  const words = splitWords(normalized);
  const readings = new Set([
    normalized,
    words,
    unwrapTag(normalized.replace(/[_\-.]+/g, " ")),
    joinSpelledOut(normalized),
    joinSpelledOut(words),
  ]);
  for (const reading of readings) {
    if (list.hasMatch(reading) || repeats.hasMatch(reading)) return true;
  }
  return false;
}

export type ScreenedField = "username" | "displayName" | "bio";

export const NAME_PROBLEMS: Record<ScreenedField, string> = {
  username: "That username isn't allowed here. Please choose a different one.",
  displayName: "That display name isn't allowed here. Please choose a different one.",
  bio: "Your bio has a word that isn't allowed here. Please change it and try again.",
};

/** The field's message when `value` is refused, or null when it may be shown. */
export function nameProblem(field: ScreenedField, value: string): string | null {
  return isRude(value) ? NAME_PROBLEMS[field] : null;
}
