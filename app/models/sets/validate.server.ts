// A draft checked before it is saved or previewed: every limit of the issue, each problem named
// by its line and field, and every text screened with the name-screening library (its list of
// real words it wrongly flags included), so a set never shows a child a rude word. Every text is
// taken without its invisible characters (cleanText, utils/visible-text.ts): a soft hyphen inside
// a word neither hides it from the screen nor reaches a child's screen. Problems are in the
// reader's words (`t`: the "sets" messages, English by default); a set's texts are screened in
// the set's own `language`, which may differ (a set made in Spanish, edited by an English reader).
import {
  ANSWER_MAX,
  ANSWERS_MIN,
  DEFAULT_TIME_LIMIT,
  EXPLANATION_MAX,
  HINT_MAX,
  MATH_BOUND,
  QUESTION_MAX,
  QUESTIONS_MAX,
  QUESTIONS_MIN,
  SET_TITLE_MAX,
  TIME_LIMITS,
  WORD_LETTERS_MAX,
  WORD_LETTERS_MIN,
  WORDS_MAX,
  WORDS_MIN,
  type MathContent,
  type QuizContent,
  type QuizQuestion,
  type SetContent,
  type WordsContent,
} from "~/games/sets/content";
import { anagramsOf, tilesKey } from "~/games/words/dictionary.server";
import { LATIN_WORD, normalWord } from "~/games/words/letters";
import { tryScramble } from "~/games/words/scramble";
import { cleanText } from "~/utils/visible-text";
import { isRudeIn } from "../name-screening.server";
import type { TFunction } from "i18next";
import type { Language } from "~/i18n/config";
import { englishT } from "~/i18n/messages.server";
import type { MathDraft, QuizRow, SetDraft, SetProblem } from "~/utils/set-drafts";

export type Checked = { ok: true; title: string; content: SetContent } | { ok: false; problems: SetProblem[] };

/** One pasted word-list line: the word, then an optional hint after a dash or a tab. */
export function splitWordLine(line: string): { word: string; hint: string } {
  const cut = line.search(/\t|\s*[-–—]\s*/);
  if (cut < 0) return { word: line.trim(), hint: "" };
  const separator = /^\t|^\s*[-–—]\s*/.exec(line.slice(cut))![0];
  return { word: line.slice(0, cut).trim(), hint: line.slice(cut + separator.length).trim() };
}

/** The spec's English: a problem's words when the caller gives no reader's `t`. */
const english = englishT("sets");

function checkTitle(title: string, problems: SetProblem[], language: Language, t: TFunction): string {
  const value = cleanText(title);
  const field = t("problems.fields.title");
  if (value === "") problems.push({ line: null, field, message: t("problems.noTitle") });
  else if (value.length > SET_TITLE_MAX) problems.push({ line: null, field, message: t("problems.atMost", { max: SET_TITLE_MAX }) });
  else if (isRudeIn(language, value)) problems.push({ line: null, field, message: t("problems.notAllowed") });
  return value;
}

export interface WordEntry {
  word: string;
  hint: string;
  line: number;
}

/** A pasted list's words, numbered by their lines (blank lines are skipped). */
export function wordEntries(text: string): WordEntry[] {
  return text.split(/\r\n|\r|\n/).flatMap((raw, i) => (raw.trim() === "" ? [] : [{ ...splitWordLine(raw), line: i + 1 }]));
}

/** A words set's list; its words and hints screened in the set's `language`, its problems in `t`'s. */
export function checkWords(
  list: readonly WordEntry[],
  problems: SetProblem[],
  language: Language = "en",
  t: TFunction = english,
): WordsContent {
  const entries: { word: string; hint: string; line: number }[] = [];
  const seen = new Map<string, number>();
  for (const entry of list) {
    const { line } = entry;
    // Any Latin alphabet (issue 50): "árbol", "niño", "façade", "Straße", one letter a tile however typed.
    const [word, hint] = [normalWord(cleanText(entry.word)), cleanText(entry.hint)];
    const wordProblem = (message: string) => problems.push({ line, field: t("problems.fields.word"), message });
    const hintProblem = (message: string) => problems.push({ line, field: t("problems.fields.hint"), message });
    // A word list's word: letters of any Latin alphabet (accents, ñ, ç, ß), one word.
    if (!LATIN_WORD.test(word)) wordProblem(t("problems.lettersOnly"));
    else if ([...word].length < WORD_LETTERS_MIN || [...word].length > WORD_LETTERS_MAX)
      wordProblem(t("problems.wordLength", { min: WORD_LETTERS_MIN, max: WORD_LETTERS_MAX }));
    else if (seen.has(word)) wordProblem(t("problems.wordTwice", { word, line: seen.get(word) }));
    else if (isRudeIn(language, word)) wordProblem(t("problems.notAllowed"));
    if (hint.length > HINT_MAX) hintProblem(t("problems.atMost", { max: HINT_MAX }));
    else if (hint && isRudeIn(language, hint)) hintProblem(t("problems.notAllowed"));
    seen.set(word, seen.get(word) ?? line);
    entries.push({ word, hint, line });
  }
  if (entries.length < WORDS_MIN || entries.length > WORDS_MAX)
    problems.push({
      line: null,
      field: t("problems.fields.words"),
      message: t("problems.wordCount", { min: WORDS_MIN, max: WORDS_MAX, n: entries.length }),
    });
  const valid = entries.filter((e) => LATIN_WORD.test(e.word));
  // The real words made of each word's letters: accepted as answers, never shown as its scramble.
  const anagrams = problems.length === 0 ? anagramsOf(valid.map((e) => e.word)) : new Map<string, readonly string[]>();
  const words = valid.map(({ word, hint, line }) => {
    const others = (anagrams.get(tilesKey(word)) ?? []).filter((other) => other !== word);
    if (problems.length === 0 && tryScramble(word, others) === null)
      problems.push({ line, field: t("problems.fields.word"), message: t("problems.noScramble", { word }) });
    return { word, others, ...(hint ? { hint } : {}) };
  });
  return { kind: "words", words };
}

const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : null);

export function checkMath(draft: MathDraft, problems: SetProblem[], t: TFunction = english): MathContent {
  const field = (name: string, message: string) => problems.push({ line: null, field: t(name), message });
  if (draft.operations.length === 0) field("problems.fields.operations", t("problems.noOperation"));
  const min = wholeNumber(draft.min);
  const max = wholeNumber(draft.max);
  const bounds = { lowest: draft.negatives ? -MATH_BOUND : 0, highest: MATH_BOUND };
  const range = t("problems.range", bounds);
  if (min === null || min < bounds.lowest || min > MATH_BOUND)
    field("problems.fields.smallest", draft.negatives || (min ?? 0) >= 0 ? range : t("problems.rangeOrNegatives", bounds));
  if (max === null || max < bounds.lowest || max > MATH_BOUND) field("problems.fields.largest", range);
  if (min !== null && max !== null && max <= min) field("problems.fields.largest", t("problems.notMore"));
  return {
    kind: "math",
    operations: draft.operations,
    min: min ?? 0,
    max: max ?? 0,
    negatives: draft.negatives,
    decimals: draft.decimals,
    remainders: draft.remainders && draft.operations.includes("÷"),
  };
}

/** A quiz's rows (each numbered `line`, a row or a CSV line); blank rows are skipped; texts screened in the set's `language`, problems in `t`'s. */
export function checkQuizRows(
  rows: readonly (QuizRow & { line: number })[],
  problems: SetProblem[],
  language: Language = "en",
  t: TFunction = english,
): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  for (const row of rows) {
    const { line } = row;
    const texts = [row.question, ...row.answers, row.right, row.explanation, row.seconds];
    if (texts.every((t) => t.trim() === "")) continue;
    const problem = (field: string, message: string) => problems.push({ line, field, message });
    const notAllowed = t("problems.notAllowed");
    const atMost = (max: number) => t("problems.atMost", { max });
    const question = cleanText(row.question);
    const questionField = t("problems.fields.question");
    if (question === "") problem(questionField, t("problems.noQuestion"));
    else if (question.length > QUESTION_MAX) problem(questionField, atMost(QUESTION_MAX));
    else if (isRudeIn(language, question)) problem(questionField, notAllowed);
    // Answers keep their numbers: "the right answer is 3" means the third box, even with a gap before it.
    const filled: { text: string; number: number }[] = [];
    row.answers.forEach((answer, i) => {
      const text = cleanText(answer);
      if (text === "") return;
      const answerField = t("problems.fields.answer", { number: i + 1 });
      if (text.length > ANSWER_MAX) problem(answerField, atMost(ANSWER_MAX));
      else if (isRudeIn(language, text)) problem(answerField, notAllowed);
      filled.push({ text, number: i + 1 });
    });
    if (filled.length < ANSWERS_MIN) problem(t("problems.fields.answers"), t("problems.answerCount", { min: ANSWERS_MIN }));
    const right = /^\s*[1-4]\s*$/.test(row.right) ? Number(row.right) : null;
    const rightIndex = filled.findIndex((a) => a.number === right);
    if (right === null) problem(t("problems.fields.right"), t("problems.rightNumber"));
    else if (rightIndex < 0) problem(t("problems.fields.right"), t("problems.rightEmpty", { number: right }));
    const explanation = cleanText(row.explanation);
    if (explanation.length > EXPLANATION_MAX) problem(t("problems.fields.explanation"), atMost(EXPLANATION_MAX));
    else if (explanation && isRudeIn(language, explanation)) problem(t("problems.fields.explanation"), notAllowed);
    const seconds = row.seconds.trim() === "" ? DEFAULT_TIME_LIMIT : Number(row.seconds.trim());
    if (!(TIME_LIMITS as readonly number[]).includes(seconds))
      problem(t("problems.fields.time"), t("problems.timeLimit", { limits: TIME_LIMITS.join(", ") }));
    questions.push({
      question,
      answers: filled.map((a) => a.text),
      right: Math.max(rightIndex, 0),
      ...(explanation ? { explanation } : {}),
      seconds,
    });
  }
  if (questions.length < QUESTIONS_MIN || questions.length > QUESTIONS_MAX)
    problems.push({
      line: null,
      field: t("problems.fields.questions"),
      message: t("problems.questionCount", { min: QUESTIONS_MIN, max: QUESTIONS_MAX, n: questions.length }),
    });
  return questions;
}

/** The draft as a set's content, or every problem in it; its texts screened in the set's `language`, its problems in `t`'s. */
export function checkDraft(draft: SetDraft, language: Language = "en", t: TFunction = english): Checked {
  const problems: SetProblem[] = [];
  const title = checkTitle(draft.title, problems, language, t);
  let content: SetContent;
  if (draft.kind === "words") content = checkWords(wordEntries(draft.words), problems, language, t);
  else if (draft.kind === "math") content = checkMath(draft.math, problems, t);
  else {
    const questions = checkQuizRows(
      draft.rows.map((row, i) => ({ ...row, line: i + 1 })),
      problems,
      language,
      t,
    );
    content = {
      kind: "quiz",
      questions,
      shuffleQuestions: draft.shuffleQuestions,
      shuffleAnswers: draft.shuffleAnswers,
    } satisfies QuizContent;
  }
  return problems.length ? { ok: false, problems } : { ok: true, title, content };
}
