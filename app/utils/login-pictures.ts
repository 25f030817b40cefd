/**
 * The nine login pictures of a student a teacher made (docs/decisions/school-students.md): their
 * secret is two of them, in order. Each has a word a young child knows, said by screen readers and
 * printed under the picture on the login card. Browser-safe. The order is stored (0-8): never reorder.
 */
export const LOGIN_PICTURES = ["sun", "moon", "star", "heart", "tree", "fish", "house", "flower", "car"] as const;

export type LoginPicture = (typeof LOGIN_PICTURES)[number];

/** The picture's word ("sun"), or "?" for a number out of range. */
export function loginPictureName(index: number): string {
  return LOGIN_PICTURES[index] ?? "?";
}
