/**
 * The suite's ceilings, in one place (playwright.config.ts reads them too). A journey waits for
 * what the player would see (a URL, a heading, a toast, the element, the page hydrated), never for
 * a clock; these only bound how long that may take on a busy machine, where a page can take
 * seconds to answer (docs/decisions/e2e-busy-machine.md).
 */

/** How long a journey waits for the page to answer: expect's timeout, the same for every wait. */
export const PAGE_ANSWER_MS = 15_000;

/**
 * A journey's ceiling unless it says otherwise (playwright.config.ts's `timeout`): a journey that
 * takes 10-30 s on a quiet machine took 3 to 4 times as long at a load average of 20.
 */
export const JOURNEY_MS = 120_000;

/** The ceiling of a journey with several browsers at once, a race, or dozens of pages. */
export const LONG_JOURNEY_MS = 300_000;

/**
 * For a wait that is the app's own time first (a 1.5 s landing, a 3 s self-reload, a 20 s race),
 * then the page's answer: `{ timeout }` for an expect, said where the wait is.
 */
export function after(appMs: number): { timeout: number } {
  return { timeout: appMs + PAGE_ANSWER_MS };
}

/** A two-player race's length in the e2e world (tests/e2e/servers.ts sets the app's RACE_SECONDS). */
export const RACE_SECONDS = 20;
