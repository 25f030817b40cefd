/**
 * Backspace on an empty answer (or away from the answer box) starts over (the spec): score and
 * time reset. Children press it again and again on an empty box, so it asks first; pressed again
 * while it asks, it keeps asking. Escape keeps playing.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";

/** The shortcut for the stage's wrapper; `paused` while the run cannot be left (loading, finishing). */
export function useRestartShortcut(paused: boolean) {
  const [confirming, setConfirming] = useState(false);
  const keepPlaying = useRef<HTMLButtonElement>(null);
  const answerForm = useRef<HTMLFormElement>(null);
  function resume() {
    setConfirming(false);
    answerForm.current?.querySelector<HTMLElement>("[name=answer]")?.focus();
  }
  useEffect(() => {
    if (confirming) keepPlaying.current?.focus();
  }, [confirming]);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && confirming) return resume();
    if (event.key !== "Backspace") return;
    const target = event.target;
    if (target instanceof HTMLInputElement && target.value !== "") return;
    event.preventDefault();
    if (!paused) setConfirming(true);
  }
  return { confirming, keepPlaying, answerForm, resume, onKeyDown };
}

/** "Start over?": Keep playing (focused) or Start over. */
export function RestartDialog({
  keepPlaying,
  onResume,
  onStartOver,
}: {
  keepPlaying: RefObject<HTMLButtonElement>;
  onResume: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation("play");
  return (
    <div
      role="alertdialog"
      aria-labelledby="restart-title"
      aria-describedby="restart-text"
      className="mt-4 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p id="restart-title" className="text-lg font-bold">
        {t("restart.title")}
      </p>
      <p id="restart-text" className="mt-1">
        {t("restart.text")}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button ref={keepPlaying} type="button" className="btn-primary" onClick={onResume}>
          {t("restart.keepPlaying")}
        </button>
        <button type="button" className="btn-secondary" onClick={onStartOver}>
          {t("restart.startOver")}
        </button>
      </div>
    </div>
  );
}
