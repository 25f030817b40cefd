/** A kind of set as a teacher's pages name it (keys of the "sets" messages): "Word list", and its buttons "New word list", "Save word list". */
import type { TFunction } from "i18next";
import type { SetKind } from "~/games/sets/content";

export const SET_KIND_KEYS: Record<SetKind, { name: string; new: string; save: string }> = {
  words: { name: "kinds.words.name", new: "kinds.words.new", save: "kinds.words.save" },
  math: { name: "kinds.math.name", new: "kinds.math.new", save: "kinds.math.save" },
  quiz: { name: "kinds.quiz.name", new: "kinds.quiz.new", save: "kinds.quiz.save" },
};

/** A set's CSV columns, in order, as keys of the "sets" messages (the download's headings and the editor's help say them). */
const COLUMNS: Record<SetKind, [key: string, number?: number][]> = {
  quiz: [
    ["csv.quiz.question"],
    ["csv.quiz.answer", 1],
    ["csv.quiz.answer", 2],
    ["csv.quiz.answer", 3],
    ["csv.quiz.answer", 4],
    ["csv.quiz.right"],
    ["csv.quiz.seconds"],
    ["csv.quiz.explanation"],
  ],
  words: [["csv.words.word"], ["csv.words.hint"]],
  math: [
    ["csv.math.operations"],
    ["csv.math.smallest"],
    ["csv.math.largest"],
    ["csv.math.negatives"],
    ["csv.math.decimals"],
    ["csv.math.remainders"],
  ],
};

/** The CSV's headings of a kind of set in the reader's words (`t`: the "sets" messages). */
export const setColumns = (kind: SetKind, t: TFunction): string[] => COLUMNS[kind].map(([key, number]) => t(key, { number }));
