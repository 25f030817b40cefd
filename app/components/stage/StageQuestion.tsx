import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { questionTags } from "~/games/question-tags";
import type { Feedback } from "~/games/run-view";
import { instruction, spokenHint, spokenQuestion } from "~/games/speech/spoken";
import type { GameKey, GameLanguage, Question } from "~/games/types";
import { usedTiles } from "~/games/words/letters";
import { SubmitButton } from "~/components/forms";
import { PictureCellView, PictureRow } from "./Picture";
import { SpeakButton } from "./read-aloud";

/** Whether the page is used with a finger (phones, tablets): Math Quest shows its number pad then. */
function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.("(pointer: coarse)");
    if (!query) return;
    setCoarse(query.matches);
    const change = () => setCoarse(query.matches);
    query.addEventListener?.("change", change);
    return () => query.removeEventListener?.("change", change);
  }, []);
  return coarse;
}

/**
 * One question on the stage, inside the run's form: large in the middle, with the game's own
 * controls. Without JavaScript each is a plain form: Word Adventure's tiles show the scrambled
 * word and the answer is typed; Math Quest's number pad is the number box; Enter submits.
 */
export function StageQuestion({
  gameKey,
  question,
  disabled,
  error,
  defaultAnswer,
  feedback,
  lang = "en",
}: {
  gameKey: GameKey;
  question: Question;
  /** The run's language: what is read aloud, and the lang of the question's words. */
  lang?: GameLanguage;
  disabled: boolean;
  error?: string;
  defaultAnswer?: string;
  /** Feedback on this question (JavaScript only), to mark the options; while it shows, the hint and the letter buttons make way for it. */
  feedback: Feedback | null;
}) {
  const { t } = useTranslation("play");
  const hydrated = useHydrated();
  const coarse = useCoarsePointer();
  const [answer, setAnswer] = useState(defaultAnswer ?? "");
  const input = useRef<HTMLInputElement>(null);
  const tileButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const tags = [...questionTags(question, lang), question.points ? t("question.points", { count: question.points }) : undefined].filter(
    Boolean,
  );
  const isWord = gameKey === "word-adventure";
  const pad = hydrated && question.kind === "number";
  const tiles = isWord ? [...question.prompt] : [];
  const used = usedTiles(tiles, answer);

  /** A tile's or a pad key's letter. `event.detail` is 0 when a key pressed the button (Enter, Space). */
  function type(text: string, event: MouseEvent<HTMLButtonElement>) {
    if (disabled) return;
    setAnswer((current) => (current + text).slice(0, question.maxLength ?? 30));
    // With a mouse, the answer box keeps the keyboard (Enter submits, Backspace deletes a letter);
    // a finger gets no phone keyboard popping up over the tiles; a keyboard stays on the buttons.
    if (!coarse && event.detail !== 0) input.current?.focus();
  }
  /** A tile pressed by a key: the focus goes on to the next free tile, or to the answer box after the last. */
  function typeTile(i: number, event: MouseEvent<HTMLButtonElement>) {
    if (used.has(i)) return;
    type(tiles[i], event);
    if (event.detail !== 0) return;
    const free = tiles.findIndex((_, j) => j > i && !used.has(j));
    const first = tiles.findIndex((_, j) => j !== i && !used.has(j));
    const next = free >= 0 ? free : first;
    (next >= 0 ? tileButtons.current[next] : input.current)?.focus();
  }
  function erase() {
    if (!disabled) setAnswer((current) => current.slice(0, -1));
  }

  return (
    <div className="text-center" lang={lang}>
      {tags.length > 0 ? (
        <p className="flex flex-wrap justify-center gap-2">
          {tags.map((tag) => (
            <span key={tag} className="stage-tag">
              {tag}
            </span>
          ))}
        </p>
      ) : null}
      <div className="mt-1 flex items-center justify-center gap-2 sm:mt-2">
        <p id="question-label" className="text-sm font-bold uppercase tracking-wider">
          {instruction(gameKey, lang)}
        </p>
        <SpeakButton text={spokenQuestion(gameKey, question, lang)} label={t("question.readAloud")} lang={lang} />
      </div>

      {isWord ? (
        <div
          data-testid="prompt"
          className="word-tiles"
          role={hydrated ? "group" : undefined}
          aria-label={hydrated ? t("question.tiles") : undefined}
        >
          {tiles.map((letter, i) =>
            hydrated ? (
              <button
                // Letters repeat: the tile's place is its identity.
                key={i}
                ref={(button) => {
                  tileButtons.current[i] = button;
                }}
                type="button"
                className="word-tile"
                // Spent tiles stay focusable (aria-disabled), so a keyboard never loses its place.
                aria-disabled={disabled || used.has(i) ? true : undefined}
                data-used={used.has(i) ? "" : undefined}
                onClick={(event) => typeTile(i, event)}
              >
                {letter}
              </button>
            ) : (
              <span key={i} className="word-tile">
                {letter}
              </span>
            ),
          )}
        </div>
      ) : (
        <p
          data-testid="prompt"
          className={question.kind === "choice" || question.prompt.length > 16 ? "stage-prompt-long" : "stage-prompt"}
        >
          {question.prompt}
        </p>
      )}
      {question.picture ? <PictureRow cells={question.picture} /> : null}
      {/* While the feedback shows (it says a missed word's hint), "Need a hint?" makes way, so the note fits a phone under the question. */}
      {question.hint && (question.emoji || !feedback) ? (
        <div className="word-hint-row">
          {question.emoji ? (
            // A picture for a child who cannot read the hint yet. Hidden from screen readers: an
            // emoji's name is often the word itself; the hint stays their help.
            <span data-testid="word-picture" className="word-picture" aria-hidden="true">
              {question.emoji}
            </span>
          ) : null}
          {feedback ? null : (
            <details key={question.prompt} className="stage-hint">
              <summary>{t("question.needHint")}</summary>
              <p className="mt-1 flex items-center justify-center gap-2">
                <span>{t("question.hint", { hint: question.hint })}</span>
                <SpeakButton text={spokenHint(question, lang) ?? ""} label={t("question.readHint")} lang={lang} />
              </p>
            </details>
          )}
        </div>
      ) : null}

      {question.kind === "choice" ? (
        <div role="group" aria-labelledby="question-label" className="choice-grid">
          {question.options?.map((option, i) => (
            <SubmitButton
              key={option}
              name="answer"
              value={i}
              // While the feedback shows, the option keeps the focus (a disabled one would drop it to the page).
              pending={disabled}
              keepFocus
              // A new question takes the focus, so a child answers by keyboard without reaching for the mouse.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={i === 0}
              className="choice-card"
              data-mark={optionMark(i, feedback)}
            >
              <span className="choice-letter" aria-hidden="true">
                {"ABCD"[i]}
              </span>
              {question.optionPictures?.[i] ? (
                // The drawing is the option; its words are the button's name for screen readers.
                <>
                  <PictureCellView cell={question.optionPictures[i]} named={false} />
                  <span className="sr-only">{option}</span>
                </>
              ) : (
                <span>{option}</span>
              )}
            </SubmitButton>
          ))}
        </div>
      ) : (
        <>
          <div className="answer-row">
            <label htmlFor="answer" className="sr-only">
              {t("question.answer")}
            </label>
            <input
              ref={input}
              id="answer"
              name="answer"
              type="text"
              // With the on-screen pad a finger needs no phone keyboard over it; a real keyboard still types.
              inputMode={question.kind === "number" ? (pad && coarse ? "none" : "numeric") : "text"}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={question.maxLength}
              required
              // A new question takes the focus, so a child types the answer at once (Enter submits).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              readOnly={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "answer-error" : undefined}
              className={`stage-input ${isWord ? "uppercase tracking-[0.2em]" : ""}`}
            />
            <SubmitButton className="stage-submit" pending={disabled}>
              {t("question.submit")}
            </SubmitButton>
          </div>
          {isWord && hydrated && !feedback ? (
            <div className="mt-3 flex justify-center gap-3">
              <button type="button" className="stage-small-btn" onClick={erase} disabled={disabled || answer === ""}>
                {t("question.undo")}
              </button>
              <button
                type="button"
                className="stage-small-btn"
                onClick={() => !disabled && setAnswer("")}
                disabled={disabled || answer === ""}
              >
                {t("question.clear")}
              </button>
            </div>
          ) : null}
          {pad ? (
            // Four rows of four, Delete at the end of the first and Go beside 0, so the pad and the feedback under it fit a phone.
            <div className="numpad" role="group" aria-label={t("question.numpad")}>
              {NUMPAD_ROWS.map((key) =>
                key === "⌫" ? (
                  <button key={key} type="button" className="numpad-key" disabled={disabled} onClick={erase}>
                    <span aria-hidden="true">⌫</span>
                    <span className="sr-only">{t("question.delete")}</span>
                  </button>
                ) : (
                  <button
                    key={key}
                    type="button"
                    className={`numpad-key ${key === "0" ? "col-span-2" : ""}`}
                    disabled={disabled}
                    onClick={(event) => type(key === "−" ? "-" : key, event)}
                  >
                    {key}
                  </button>
                ),
              )}
              <SubmitButton className="numpad-key numpad-go col-span-2" pending={disabled}>
                {t("question.go")}
              </SubmitButton>
            </div>
          ) : null}
        </>
      )}
      {error ? (
        <p id="answer-error" role="alert" className="stage-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The number pad's keys before Go, row by row (four to a row; 0 takes two places). */
const NUMPAD_ROWS = ["1", "2", "3", "⌫", "4", "5", "6", ".", "7", "8", "9", "−", "0"] as const;

function optionMark(index: number, feedback: Feedback | null): "right" | "wrong" | undefined {
  if (feedback && feedback.correctIndex === index) return "right";
  if (feedback && !feedback.correct && feedback.answer === String(index)) return "wrong";
  return undefined;
}
