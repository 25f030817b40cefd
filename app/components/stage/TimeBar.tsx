import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/** The countdown turns red at this many seconds or fewer (the spec), and pulses. */
export const RED_AT_SECONDS = 10;

function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What a screen reader hears, at a few moments only (not every second). */
export function announcement(seconds: number, durationSeconds: number, t: TFunction): string {
  if (seconds === 0) return t("time.up");
  for (const mark of [60, 30, 10])
    if (seconds <= mark && durationSeconds > mark) return mark === 60 ? t("time.minuteLeft") : t("time.secondsLeft", { seconds: mark });
  return "";
}

/**
 * The time left as a bar a six-year-old reads at a glance, with the clock as text beside it.
 * Red at 10 s and pulsing in the last 10 s. Without JavaScript it shows the time as of render.
 * A two-player race writes its clock its own way ("47s") and stops the pulse when it is over.
 */
export function TimeBar({
  seconds,
  durationSeconds,
  ticking,
  format = formatClock,
  clockTestId = "time-left",
  stopped = false,
  announce = true,
}: {
  seconds: number;
  durationSeconds: number;
  ticking: boolean;
  format?: (seconds: number) => string;
  clockTestId?: string;
  /** Over: the bar stays empty and red, without pulsing. */
  stopped?: boolean;
  /** Its own live region for the time warnings; off where the stage's log says them in order (RunPlayer). */
  announce?: boolean;
}) {
  const { t } = useTranslation("play");
  const red = seconds <= RED_AT_SECONDS;
  const share = durationSeconds > 0 ? Math.max(0, Math.min(1, seconds / durationSeconds)) : 0;
  return (
    <div className="timebar" data-red={red ? "" : undefined} data-stopped={stopped ? "" : undefined}>
      <div className="timebar-track" aria-hidden="true">
        <div className="timebar-fill" data-ticking={ticking ? "" : undefined} style={{ width: `${share * 100}%` }} />
      </div>
      <p className="timebar-clock">
        <span className="sr-only">{t("time.left")} </span>
        <span data-testid={clockTestId} className={red ? "text-red-700" : "text-slate-900"}>
          {format(seconds)}
        </span>
      </p>
      {announce ? (
        <p className="sr-only" aria-live="polite">
          {ticking ? announcement(seconds, durationSeconds, t) : ""}
        </p>
      ) : null}
    </div>
  );
}
