import type { Feedback } from "../run-view";
import type { GameKey, Question } from "../types";

const instructions: Record<GameKey, string> = {
  "math-quest": "Solve:",
  "word-adventure": "Unscramble the letters:",
  "logic-lab": "Puzzle:",
  "brain-blitz": "Challenge:",
};

/**
 * One question and its answer controls, inside the run's form: a box and a Submit button (Enter
 * submits), or four option buttons that each submit their choice.
 */
export function QuestionView({
  gameKey,
  question,
  disabled,
  error,
  defaultAnswer,
  feedback,
}: {
  gameKey: GameKey;
  question: Question;
  disabled: boolean;
  error?: string;
  /** What was typed before a refused answer (the page after a form post without JavaScript). */
  defaultAnswer?: string;
  /** Feedback on this question (JavaScript only), to mark the options. */
  feedback: Feedback | null;
}) {
  const tags = [question.category, question.difficulty, question.points ? `${question.points} pts` : undefined].filter(Boolean);
  return (
    <div className="text-center">
      {tags.length > 0 ? (
        <p className="flex flex-wrap justify-center gap-2">
          {tags.map((tag) => (
            <span key={tag} className="pill bg-slate-100 capitalize text-slate-800">
              {tag}
            </span>
          ))}
        </p>
      ) : null}
      <p id="question-label" className="mt-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {instructions[gameKey]}
      </p>
      <p
        data-testid="prompt"
        className={`mt-1 font-extrabold text-slate-900 ${question.kind === "choice" ? "text-xl" : "text-4xl tracking-wide"}`}
      >
        {question.prompt}
      </p>
      {question.hint ? <p className="mt-2 text-slate-700">Hint: {question.hint}</p> : null}

      {question.kind === "choice" ? (
        <div role="group" aria-labelledby="question-label" className="mt-6 grid gap-3 sm:grid-cols-2">
          {question.options?.map((option, i) => (
            <button
              key={option}
              type="submit"
              name="answer"
              value={i}
              disabled={disabled}
              // A new question takes the focus, so a child answers by keyboard without reaching for the mouse.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={i === 0}
              className={`btn border text-left ${optionClasses(i, feedback)}`}
            >
              {option}
            </button>
          ))}
        </div>
      ) : (
        <div className="mx-auto mt-6 flex max-w-sm gap-2">
          <label htmlFor="answer" className="sr-only">
            Your answer
          </label>
          <input
            id="answer"
            name="answer"
            type="text"
            inputMode={question.kind === "number" ? "numeric" : "text"}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={question.maxLength}
            required
            // A new question takes the focus, so a child types the answer at once (Enter submits).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            defaultValue={defaultAnswer}
            readOnly={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "answer-error" : undefined}
            className="input text-center text-2xl"
          />
          <button type="submit" className="btn-primary" disabled={disabled}>
            Submit
          </button>
        </div>
      )}
      {error ? (
        <p id="answer-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function optionClasses(index: number, feedback: Feedback | null): string {
  if (feedback && feedback.correctIndex === index) return "border-green-700 bg-green-50 text-green-900";
  if (feedback && !feedback.correct && feedback.answer === String(index)) return "border-red-700 bg-red-50 text-red-900";
  return "border-slate-300 bg-white text-slate-900 hover:bg-slate-50";
}
