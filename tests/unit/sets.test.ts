// Teachers' sets as a teacher types or imports them: every problem names its line and field,
// the CSV import reads back what the export wrote for every kind, malformed files store nothing,
// screening refuses rude words and keeps real ones, and a set's engine scores its own questions.
import { describe, expect, it } from "vitest";
import { engines } from "~/games";
import type { MathContent, QuizContent, SetContent } from "~/games/sets/content";
import { quizQuestion, setEngine } from "~/games/sets/engine";
import { setMathTask } from "~/games/sets/math";
import { importSetCsv, setCsv } from "~/models/sets/csv.server";
import { draftOf, problemText as problemIn, type SetDraft, type SetProblem } from "~/utils/set-drafts";
import { checkDraft, splitWordLine } from "~/models/sets/validate.server";
import { englishT, fixedT } from "~/i18n/messages.server";
import { setColumns } from "~/i18n/set-kinds";

const QUIZ_COLUMNS = setColumns("quiz", englishT("sets"));
/** A problem as an English reader's editor shows it. */
const problemText = (problem: SetProblem, noun?: "line" | "row") => problemIn(problem, englishT("sets"), noun);

const bytes = (text: string) => new TextEncoder().encode(text);
const SPELLING = [
  "beach - sand by the sea",
  "garden\tflowers grow here",
  "planet – Earth is one",
  "window",
  "pocket - in your coat",
  "basket",
  "jacket — keeps you warm",
  "rabbit",
  "kitten - a young cat",
  "pencil",
].join("\n");

function checked(draft: SetDraft): SetContent {
  const result = checkDraft(draft);
  if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join("; "));
  return result.content;
}

function quizCsv(lines: string[][]): Uint8Array {
  return bytes([QUIZ_COLUMNS, ...lines].map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(",")).join("\r\n"));
}

const twelve = Array.from({ length: 12 }, (_, i) => [
  `What is ${i} + 1?`,
  String(i + 1),
  String(i + 2),
  String(i),
  "",
  "1",
  "20",
  `${i} and one more`,
]);

describe("word lists", () => {
  it("splits a hint after a dash or a tab, and keeps the words with their real anagrams", () => {
    expect(splitWordLine("frog - hops")).toEqual({ word: "frog", hint: "hops" });
    expect(splitWordLine("frog\thops")).toEqual({ word: "frog", hint: "hops" });
    expect(splitWordLine("frog")).toEqual({ word: "frog", hint: "" });
    const content = checked({ kind: "words", title: "Week 3", words: SPELLING });
    expect(content.kind === "words" && content.words.map((w) => w.word)).toHaveLength(10);
    expect(content.kind === "words" && content.words[1]).toEqual({
      word: "garden",
      hint: "flowers grow here",
      others: expect.arrayContaining(["danger", "ranged"]),
    });
  });

  it("names the line and the field of each problem", () => {
    const result = checkDraft({ kind: "words", title: "", words: "frog\nfr0g\n\nx\nfrog\ntoad - a very long hint".padEnd(140, "!") });
    expect(result.ok).toBe(false);
    const texts = !result.ok ? result.problems.map((p) => problemText(p)) : [];
    expect(texts).toEqual([
      "Title: please give the set a title.",
      "Line 2, Word: letters only, one word a line.",
      "Line 4, Word: a word has 2 to 20 letters.",
      "Line 5, Word: “frog” is on line 1 already.",
      "Line 6, Hint: at most 100 characters.",
    ]);
    const short = checkDraft({ kind: "words", title: "Short", words: "frog\ntoad\nnewt" });
    expect(!short.ok && short.problems.map((p) => problemText(p))).toEqual(["Words: a list has 5 to 200 words (this one has 3)."]);
  });

  it("refuses rude words and hints, keeps real ones (Scunthorpe, Dickens)", () => {
    const list = (extra: string) => ["Scunthorpe", "Dickens - a writer", "apple", "river", "cloud", extra].join("\n");
    expect(checkDraft({ kind: "words", title: "Places", words: list("mountain") }).ok).toBe(true);
    const rude = checkDraft({ kind: "words", title: "Places", words: list("shit") });
    expect(!rude.ok && rude.problems.map((p) => problemText(p))).toEqual([
      "Line 6, Word: this has a word that isn't allowed here. Please change it.",
    ]);
    const rudeHint = checkDraft({ kind: "words", title: "Places", words: list("sea - full of fucking fish") });
    expect(!rudeHint.ok && rudeHint.problems[0]).toMatchObject({ line: 6, field: "Hint" });
    expect(checkDraft({ kind: "words", title: "Shit words", words: list("sea") }).ok).toBe(false);
  });

  it("plays on Word Adventure's stage: never the word itself or another real word, and any real word from the tiles counts", () => {
    const content = checked({ kind: "words", title: "W", words: SPELLING });
    const engine = setEngine(engines["word-adventure"], content);
    const seen = new Set<string>();
    let state = engine.start("seed-1");
    for (let i = 0; i < 10; i++) {
      const q = engine.question(state);
      const word =
        content.kind === "words"
          ? content.words.find((w) => [...w.word].sort().join("") === [...q.prompt.toLowerCase()].sort().join(""))!
          : null!;
      expect(q.prompt.toLowerCase()).not.toBe(word.word);
      expect(word.others).not.toContain(q.prompt.toLowerCase());
      seen.add(word.word);
      const answer = word.word === "garden" ? "DANGER" : word.word;
      const result = engine.answer(state, answer);
      expect(result.correct).toBe(true);
      state = result.state;
    }
    expect(seen.size).toBe(10);
    expect(state.score).toBe(50);
  });
});

describe("math sets", () => {
  const set = (over: Partial<MathContent> = {}): MathContent => ({
    kind: "math",
    operations: ["+", "−", "×", "÷"],
    min: 0,
    max: 12,
    negatives: false,
    decimals: false,
    remainders: false,
    ...over,
  });

  it("keeps answers whole and above zero unless negatives, decimals or remainders are allowed", () => {
    for (let i = 0; i < 300; i++) {
      const task = setMathTask(set(), "s", i);
      expect(Number.isInteger(task.answer) && task.answer >= 0).toBe(true);
    }
    const all = Array.from({ length: 300 }, (_, i) =>
      setMathTask(set({ negatives: true, min: -10, decimals: true, remainders: true }), "s", i),
    );
    expect(all.some((t) => t.answer < 0)).toBe(true);
    expect(all.some((t) => !Number.isInteger(t.answer))).toBe(true);
    expect(all.some((t) => / r /.test(t.prompt))).toBe(true);
  });

  it("names the field of a problem and scores on Math Quest's stage", () => {
    const bad = checkDraft({
      kind: "math",
      title: "Sums",
      math: { operations: [], min: "-5", max: "x", negatives: false, decimals: false, remainders: false },
    });
    expect(!bad.ok && bad.problems.map((p) => problemText(p))).toEqual([
      "Operations: please choose at least one.",
      "Smallest number: a whole number from 0 to 1000 (or allow negatives).",
      "Largest number: a whole number from 0 to 1000",
    ]);
    const engine = setEngine(engines["math-quest"], set({ operations: ["×"] }));
    const state = engine.start("seed");
    const task = setMathTask(set({ operations: ["×"] }), "seed", 0);
    expect(engine.question(state).prompt).toBe(task.prompt);
    expect(engine.answer(state, String(task.answer)).correct).toBe(true);
    expect(engine.answer(state, String(task.answer + 1)).correct).toBe(false);
  });
});

describe("quizzes and CSV files", () => {
  it("imports 12 questions, naming the line with 5 answers; fixed, it saves", () => {
    const lines = twelve.map((cells) => [...cells]);
    lines[6] = ["Which is even?", "1", "3", "5", "7", "8", "5", "20"];
    const imported = importSetCsv("quiz", quizCsv(lines));
    expect("draft" in imported && imported.problems.map((p) => problemText(p, "row"))).toEqual([
      "Row 7 (line 8 of the file), Answer 5: a question has at most 4 answers.",
    ]);
    if (!("draft" in imported) || imported.draft.kind !== "quiz") throw new Error("not imported");
    expect(imported.draft.rows).toHaveLength(12);
    imported.draft.rows[6] = { question: "Which is even?", answers: ["1", "3", "8", "7"], right: "3", explanation: "", seconds: "20" };
    const content = checked({ ...imported.draft, title: "Numbers" });
    expect(content.kind === "quiz" && content.questions[6]).toEqual({
      question: "Which is even?",
      answers: ["1", "3", "8", "7"],
      right: 2,
      seconds: 20,
    });
  });

  it("round-trips every kind of set through its CSV", () => {
    const sets: SetDraft[] = [
      { kind: "words", title: "W", words: SPELLING },
      {
        kind: "math",
        title: "M",
        math: { operations: ["×", "÷"], min: "2", max: "12", negatives: false, decimals: false, remainders: true },
      },
      draftOf("Q", {
        kind: "quiz",
        questions: twelve.map((c) => ({
          question: c[0],
          answers: c.slice(1, 4),
          right: 1,
          seconds: 30,
          explanation: "“quoted”, with a comma",
        })),
        // Not in the file's columns: the editor's own checkboxes.
        shuffleAnswers: false,
        shuffleQuestions: false,
      }),
    ];
    // Downloaded in either language (a math set's "yes" is "sí" in Spanish), each imports as itself.
    for (const t of [englishT("sets"), fixedT("es", "sets")])
      for (const draft of sets) {
        const content = checked(draft);
        const imported = importSetCsv(draft.kind, bytes(setCsv(content, t)));
        expect("draft" in imported && imported.problems).toEqual([]);
        if (!("draft" in imported)) throw new Error(imported.error);
        expect(checked({ ...imported.draft, title: draft.title })).toEqual(content);
      }
    expect(setCsv(checked(sets[1]), fixedT("es", "sets")).split("\r\n")[1]).toBe('"× ÷","2","12","no","no","sí"');
  });

  it("refuses malformed files with a clear error", () => {
    const error = (kind: SetDraft["kind"], file: Uint8Array) => {
      const result = importSetCsv(kind, file);
      return "error" in result ? result.error : result.problems.map((p) => problemText(p));
    };
    expect(error("quiz", new Uint8Array(10 * 1024 * 1024))).toBe("The file is too big: a set's CSV is at most 256 KB.");
    expect(error("quiz", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x01]))).toMatch(/^This file is not a CSV file/);
    // Why it is not CSV, with the line, in the reader's words, not csv-parse's English.
    expect(error("quiz", bytes('"Question","Answer 1"\n"What?","unclosed\n'))).toBe(
      "This file could not be read as CSV: a quote opened on line 2 is never closed.",
    );
    const spanish = importSetCsv("quiz", bytes('Pregunta,Respuesta 1\n¿Qué?,"a"b\n'), "es", fixedT("es", "sets"));
    expect("error" in spanish && spanish.error).toBe(
      'Este archivo no se pudo leer como CSV: en la línea 2, tras las comillas que cierran una celda hay algo más; dentro de una celda, escribe unas comillas como dos ("").',
    );
    const lines = twelve.slice(0, 5).map((c) => [...c]);
    lines[1][5] = "5";
    lines[2][2] = '=HYPERLINK("http://evil.example")';
    lines[3] = ["Too wide", "a", "b", "", "", "1", "20", "", "extra"];
    expect(error("quiz", quizCsv(lines))).toEqual([
      "Line 3 (line 4 of the file), Answer 2: a formula can't be imported; type the text itself.",
      "Line 4 (line 5 of the file), Column 9: too many columns (Question, Answer 1, Answer 2, Answer 3, Answer 4, Right answer (1-4), Time limit (seconds), Explanation).",
      "Line 2 (line 3 of the file), Right answer: the number of the right answer, 1 to 4.",
    ]);
    expect(error("words", bytes("Word,Hint\nfrog,hops,extra\n"))).toContain(
      "Line 1 (line 2 of the file), Column 3: too many columns (Word, Hint).",
    );
  });

  it("reads what Excel saves in much of Europe: semicolons, a byte order mark, Windows-1252", () => {
    const words = "\uFEFFWord;Hint\r\nfrog;hops, and says ribbit\r\nbeach;sand by the sea\r\nwindow;\r\npocket;in your coat\r\nrabbit;\r\n";
    const imported = importSetCsv("words", bytes(words));
    expect("draft" in imported && imported.problems).toEqual([]);
    if (!("draft" in imported)) throw new Error(imported.error);
    expect(checked({ ...imported.draft, title: "Spelling" })).toMatchObject({
      words: [
        { word: "frog", hint: "hops, and says ribbit" },
        { word: "beach" },
        { word: "window" },
        { word: "pocket" },
        { word: "rabbit" },
      ],
    });
    // A quiz with a comma inside a quoted question, and tabs ("Unicode text") read the same.
    const quiz = [QUIZ_COLUMNS, ...twelve].map((cells) => cells.map((c) => (c.includes(",") ? `"${c}"` : c)));
    for (const separator of [";", "\t"]) {
      const read = importSetCsv("quiz", bytes(quiz.map((cells) => cells.join(separator)).join("\r\n")));
      expect("draft" in read && read.problems).toEqual([]);
      expect("draft" in read && read.draft.kind === "quiz" && read.draft.rows[0].answers).toEqual(twelve[0].slice(1, 5));
    }
    // Excel's plain "CSV" on Windows: "élève" in Windows-1252, not UTF-8.
    const latin = Uint8Array.from([..."Word;Hint\nfrog;un "].map((c) => c.charCodeAt(0)).concat([0xe9, 0x6c, 0xe8, 0x76, 0x65]));
    const french = importSetCsv("words", latin);
    expect("draft" in french && french.draft.kind === "words" && french.draft.words).toBe("frog - un élève");
  });

  it("numbers a word list's and a quiz's problems as Save does, with the file's line beside", () => {
    const file = bytes("Word,Hint\n\nfrog,hops\nfr0g,oops\n");
    const imported = importSetCsv("words", file);
    if (!("draft" in imported)) throw new Error(imported.error);
    expect(imported.problems.map((p) => problemText(p)).filter((p) => p.includes("Word:"))).toEqual([
      "Line 2 (line 4 of the file), Word: letters only, one word a line.",
    ]);
    const saved = checkDraft({ ...imported.draft, title: "Frogs" });
    expect(!saved.ok && saved.problems.map((p) => problemText(p)).filter((p) => p.includes("Word:"))).toEqual([
      "Line 2, Word: letters only, one word a line.",
    ]);
  });

  it("shuffles answers yet scores the right one, and explains after answering", () => {
    const content: QuizContent = {
      kind: "quiz",
      questions: twelve.map((c) => ({ question: c[0], answers: c.slice(1, 4), right: 0, seconds: 20, explanation: c[7] })),
      shuffleQuestions: true,
      shuffleAnswers: true,
    };
    const engine = setEngine(engines["logic-lab"], content);
    expect(engine.durationSeconds).toBe(240);
    let state = engine.start("x");
    const asked = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { question, order } = quizQuestion(content, state);
      asked.add(question.question);
      expect(engine.question(state).options).toEqual(order.map((n) => question.answers[n]));
      const result = engine.answer(state, String(order.indexOf(question.right)));
      expect(result).toMatchObject({ correct: true, explanation: question.explanation });
      expect(engine.answer(state, "3").correct).toBe(false);
      state = result.state;
    }
    expect(asked.size).toBe(12);
  });
});
