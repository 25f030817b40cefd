/**
 * The one normaliser for every name and set text a person types (usernames, display names, bios,
 * class names, class-race nicknames, a set's title, words, hints, questions, answers and
 * explanations, typed or imported): Unicode's default-ignorable and format (Cf) characters are
 * taken out. They draw nothing, so "f\u00ADuck" looks like the word while hiding it from the name
 * screen; a name made only of them (U+3164 HANGUL FILLER) is an empty name. Unicode's own
 * properties, not a hand list, so a character added to them is covered too
 * (docs/decisions/invisible-characters.md).
 *
 * The one place they belong is inside an emoji (👩‍💻 joins two with U+200D, ❤️ and 1️⃣ carry
 * U+FE0F, 🏴󠁧󠁢󠁳󠁣󠁴󠁿 spells its region in tag characters): a whole emoji sequence is kept as it is.
 */

const INVISIBLE = "[\\p{Default_Ignorable_Code_Point}\\p{Cf}]";
const EMOJI_DRESS = "(?:\\p{Emoji_Modifier}|\\uFE0F|\\u20E3|[\\u{E0020}-\\u{E007F}])";
const EMOJI_SEQUENCE = `(?:\\p{Extended_Pictographic}|[#*0-9](?=\\uFE0F?\\u20E3))${EMOJI_DRESS}*(?:\\u200D\\p{Extended_Pictographic}${EMOJI_DRESS}*)*`;
const INVISIBLE_OUTSIDE_EMOJI = new RegExp(`(${EMOJI_SEQUENCE})|${INVISIBLE}`, "gu");
const ANY_INVISIBLE = new RegExp(INVISIBLE, "gu");

/** `text` without the characters that draw nothing (emoji sequences kept whole). */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE_OUTSIDE_EMOJI, (match, emoji: string | undefined) => emoji ?? "");
}

/** `text` without any character that draws nothing, inside emoji too: what the name screen reads. */
export function withoutInvisibles(text: string): string {
  return text.replace(ANY_INVISIBLE, "");
}

/** A typed name or set text as it is kept: visible characters only, trimmed. */
export function cleanText(text: string): string {
  return visibleText(text).trim();
}
