/**
 * A solo run's timer (WCAG 2.2 "timing adjustable"): the game's usual clock, twice as long, or
 * none. Chosen on the start screen, kept on the run (game_runs.timer), and the server's deadline
 * follows it. Relaxed runs pay as usual but rank nowhere (docs/decisions/relaxed-timer.md).
 * Class races and two-player races always keep the usual clock.
 */
export const TIMERS = ["standard", "more-time", "none"] as const;
export type Timer = (typeof TIMERS)[number];

/** A run without a timer still closes on the server after this long, so a forgotten tab ends. */
export const NO_TIMER_SECONDS = 60 * 60;

/** The run's length in seconds for a game whose usual round lasts `gameSeconds`. */
export function timerSeconds(timer: Timer, gameSeconds: number): number {
  if (timer === "more-time") return gameSeconds * 2;
  if (timer === "none") return NO_TIMER_SECONDS;
  return gameSeconds;
}

/** Whether a run's score is ranked on the boards (only runs on the usual clock are). */
export function isRanked(timer: Timer): boolean {
  return timer === "standard";
}
