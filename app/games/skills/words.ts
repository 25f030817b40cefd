// A skill's name inside a sentence: "master the 7 times table", "Sam mastered: adding within 20".
// Skill names are written to stand alone ("The 7 times table"); a sentence lowers the first letter.

export const skillInSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** "the 7 times table, adding within 20": a list of skills to end a sentence with. */
export const skillList = (names: readonly string[]) => names.map(skillInSentence).join(", ");
