/** A kind of set as a teacher's pages name it (keys of the "sets" messages): "Word list", and its button "New word list". */
import type { SetKind } from "~/games/sets/content";

export const SET_KIND_KEYS: Record<SetKind, { name: string; new: string }> = {
  words: { name: "kinds.words.name", new: "kinds.words.new" },
  math: { name: "kinds.math.name", new: "kinds.math.new" },
  quiz: { name: "kinds.quiz.name", new: "kinds.quiz.new" },
};
