/**
 * The nine login pictures of a student a teacher made (docs/decisions/school-students.md): their
 * secret is two of them, in order. Each has a word a young child knows, said by screen readers and
 * printed under the picture on the login card. Browser-safe. The order is stored (0-8): never reorder.
 */
export const LOGIN_PICTURES = ["sun", "moon", "star", "heart", "tree", "fish", "house", "flower", "car"] as const;

export type LoginPicture = (typeof LOGIN_PICTURES)[number];

/** Each picture's word, a key of the "class-login" messages: the sign-in page, a card and the teacher's page say it alike. */
const WORD_KEYS: Record<LoginPicture, string> = {
  sun: "pictures.sun",
  moon: "pictures.moon",
  star: "pictures.star",
  heart: "pictures.heart",
  tree: "pictures.tree",
  fish: "pictures.fish",
  house: "pictures.house",
  flower: "pictures.flower",
  car: "pictures.car",
};

/** The picture's word in the language of `t` (any namespace's: "sun", "sol"), or "?" for a number out of range. */
export function loginPictureWord(index: number, t: (key: string, options: { ns: string }) => string): string {
  const picture = LOGIN_PICTURES[index];
  return picture ? t(WORD_KEYS[picture], { ns: "class-login" }) : "?";
}
