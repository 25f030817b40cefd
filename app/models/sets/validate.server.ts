// A draft checked before it is saved or previewed: every limit of the issue, each problem named
// by its line and field, and every text screened with the name-screening library (its list of
// real words it wrongly flags included), so a set never shows a child a rude word. Every text is
// taken without its invisible characters (cleanText, utils/visible-text.ts): a soft hyphen inside
// a word neither hides it from the screen nor reaches a child's screen.
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
import type { Language } from "~/i18n/config";
import type { MathDraft, QuizRow, SetDraft, SetProblem } from "~/utils/set-drafts";

export const NOT_ALLOWED = "this has a word that isn't allowed here. Please change it.";
/** A word list's word: letters of any Latin alphabet (accents, ñ, ç, ß), one word. */
export const LETTERS_ONLY = "letters only, one word a line.";

export type Checked = { ok: true; title: string; content: SetContent } | { ok: false; problems: SetProblem[] };

/** One pasted word-list line: the word, then an optional hint after a dash or a tab. */
export function splitWordLine(line: string): { word: string; hint: string } {
  const cut = line.search(/\t|\s*[-–—]\s*/);
  if (cut < 0) return { word: line.trim(), hint: "" };
  const separator = /^\t|^\s*[-–—]\s*/.exec(line.slice(cut))![0];
  return { word: line.slice(0, cut).trim(), hint: line.slice(cut + separator.length).trim() };
}

function checkTitle(title: string, problems: SetProblem[], language: Language): string {
  const value = cleanText(title);
  const field = "Title";
  if (value === "") problems.push({ line: null, field, message: "please give the set a title." });
  else if (value.length > SET_TITLE_MAX) problems.push({ line: null, field, message: `at most ${SET_TITLE_MAX} characters.` });
  else if (isRudeIn(language, value)) problems.push({ line: null, field, message: NOT_ALLOWED });
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

/** A words set's list; its words and hints screened in the set's `language`. */
export function checkWords(list: readonly WordEntry[], problems: SetProblem[], language: Language = "en"): WordsContent {
  const entries: { word: string; hint: string; line: number }[] = [];
  const seen = new Map<string, number>();
  for (const entry of list) {
    const { line } = entry;
    // Any Latin alphabet (issue 50): "árbol", "niño", "façade", "Straße", one letter a tile however typed.
    const [word, hint] = [normalWord(cleanText(entry.word)), cleanText(entry.hint)];
    const wordProblem = (message: string) => problems.push({ line, field: "Word", message });
    if (!LATIN_WORD.test(word)) wordProblem(LETTERS_ONLY);
    else if ([...word].length < WORD_LETTERS_MIN || [...word].length > WORD_LETTERS_MAX)
      wordProblem(`a word has ${WORD_LETTERS_MIN} to ${WORD_LETTERS_MAX} letters.`);
    else if (seen.has(word)) wordProblem(`“${word}” is on line ${seen.get(word)} already.`);
    else if (isRudeIn(language, word)) wordProblem(NOT_ALLOWED);
    if (hint.length > HINT_MAX) problems.push({ line, field: "Hint", message: `at most ${HINT_MAX} characters.` });
    else if (hint && isRudeIn(language, hint)) problems.push({ line, field: "Hint", message: NOT_ALLOWED });
    seen.set(word, seen.get(word) ?? line);
    entries.push({ word, hint, line });
  }
  if (entries.length < WORDS_MIN || entries.length > WORDS_MAX)
    problems.push({
      line: null,
      field: "Words",
      message: `a list has ${WORDS_MIN} to ${WORDS_MAX} words (this one has ${entries.length}).`,
    });
  const valid = entries.filter((e) => LATIN_WORD.test(e.word));
  // The real words made of each word's letters: accepted as answers, never shown as its scramble.
  const anagrams = problems.length === 0 ? anagramsOf(valid.map((e) => e.word)) : new Map<string, readonly string[]>();
  const words = valid.map(({ word, hint, line }) => {
    const others = (anagrams.get(tilesKey(word)) ?? []).filter((other) => other !== word);
    if (problems.length === 0 && tryScramble(word, others) === null)
      problems.push({ line, field: "Word", message: `every mix of the letters of “${word}” spells a word; please choose another.` });
    return { word, others, ...(hint ? { hint } : {}) };
  });
  return { kind: "words", words };
}

const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : null);

export function checkMath(draft: MathDraft, problems: SetProblem[]): MathContent {
  const field = (name: string, message: string) => problems.push({ line: null, field: name, message });
  if (draft.operations.length === 0) field("Operations", "please choose at least one.");
  const min = wholeNumber(draft.min);
  const max = wholeNumber(draft.max);
  const lowest = draft.negatives ? -MATH_BOUND : 0;
  const range = `a whole number from ${lowest} to ${MATH_BOUND}`;
  if (min === null || min < lowest || min > MATH_BOUND)
    field("Smallest number", draft.negatives || (min ?? 0) >= 0 ? range : `${range} (or allow negatives).`);
  if (max === null || max < lowest || max > MATH_BOUND) field("Largest number", range);
  if (min !== null && max !== null && max <= min) field("Largest number", "must be more than the smallest number.");
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

/** A quiz's rows (each numbered `line`, a row or a CSV line); blank rows are skipped; texts screened in the set's `language`. */
export function checkQuizRows(
  rows: readonly (QuizRow & { line: number })[],
  problems: SetProblem[],
  language: Language = "en",
): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  for (const row of rows) {
    const { line } = row;
    const texts = [row.question, ...row.answers, row.right, row.explanation, row.seconds];
    if (texts.every((t) => t.trim() === "")) continue;
    const problem = (field: string, message: string) => problems.push({ line, field, message });
    const question = cleanText(row.question);
    if (question === "") problem("Question", "please write the question.");
    else if (question.length > QUESTION_MAX) problem("Question", `at most ${QUESTION_MAX} characters.`);
    else if (isRudeIn(language, question)) problem("Question", NOT_ALLOWED);
    // Answers keep their numbers: "the right answer is 3" means the third box, even with a gap before it.
    const filled: { text: string; number: number }[] = [];
    row.answers.forEach((answer, i) => {
      const text = cleanText(answer);
      if (text === "") return;
      if (text.length > ANSWER_MAX) problem(`Answer ${i + 1}`, `at most ${ANSWER_MAX} characters.`);
      else if (isRudeIn(language, text)) problem(`Answer ${i + 1}`, NOT_ALLOWED);
      filled.push({ text, number: i + 1 });
    });
    if (filled.length < ANSWERS_MIN) problem("Answers", `a question has ${ANSWERS_MIN} to 4 answers.`);
    const right = /^\s*[1-4]\s*$/.test(row.right) ? Number(row.right) : null;
    const rightIndex = filled.findIndex((a) => a.number === right);
    if (right === null) problem("Right answer", "the number of the right answer, 1 to 4.");
    else if (rightIndex < 0) problem("Right answer", `answer ${right} is empty.`);
    const explanation = cleanText(row.explanation);
    if (explanation.length > EXPLANATION_MAX) problem("Explanation", `at most ${EXPLANATION_MAX} characters.`);
    else if (explanation && isRudeIn(language, explanation)) problem("Explanation", NOT_ALLOWED);
    const seconds = row.seconds.trim() === "" ? DEFAULT_TIME_LIMIT : Number(row.seconds.trim());
    if (!(TIME_LIMITS as readonly number[]).includes(seconds)) problem("Time limit", `one of ${TIME_LIMITS.join(", ")} seconds.`);
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
      field: "Questions",
      message: `a quiz has ${QUESTIONS_MIN} to ${QUESTIONS_MAX} questions (this one has ${questions.length}).`,
    });
  return questions;
}

/** The draft as a set's content, or every problem in it; its texts screened in the set's `language`. */
export function checkDraft(draft: SetDraft, language: Language = "en"): Checked {
  const problems: SetProblem[] = [];
  const title = checkTitle(draft.title, problems, language);
  let content: SetContent;
  if (draft.kind === "words") content = checkWords(wordEntries(draft.words), problems, language);
  else if (draft.kind === "math") content = checkMath(draft.math, problems);
  else {
    const questions = checkQuizRows(
      draft.rows.map((row, i) => ({ ...row, line: i + 1 })),
      problems,
      language,
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
