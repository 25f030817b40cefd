// What a screen reader is told during a run, once each and in order: the question, the feedback,
// the time warnings, time up. One polite log: lines are added, never repeated, and the page
// itself is never read again. Hidden from sight (the stage shows the same things).
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Lines kept in the log: enough for a screen reader to catch up, never the whole run. */
const KEPT = 6;

export function useStageLog() {
  const [lines, setLines] = useState<{ id: number; text: string }[]>([]);
  const next = useRef(0);
  const say = useCallback((text: string) => {
    if (!text) return;
    const id = next.current++;
    setLines((shown) => [...shown.slice(-(KEPT - 1)), { id, text }]);
  }, []);
  return { lines, say };
}

export function StageLog({ lines }: { lines: { id: number; text: string }[] }) {
  const { t } = useTranslation("play");
  return (
    <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t("stage.log")} data-testid="stage-log" className="sr-only">
      {lines.map((line) => (
        <p key={line.id}>{line.text}</p>
      ))}
    </div>
  );
}
