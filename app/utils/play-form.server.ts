// The play page's forms. In a .server module so that zod stays out of the browser's bundle.
import { z } from "zod";
import { TIMERS } from "~/games/timer";

/** The daily challenge a game is played for: `?challenge=ID` on the page, a hidden field in Start. */
const challengeId = z.string().uuid();

const playForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("start"),
    challenge: challengeId.optional(),
    /** The level picked on the start screen; the route checks the game has it. */
    level: z.coerce.number().int().min(1).max(99).optional(),
    /** The start screen's timer (timer.ts); absent (an old page, Play Again of a timed run): the usual clock. */
    timer: z.enum(TIMERS).optional(),
    /** The start screen's Practice (learning/practice.ts): a run built from what the child knows. */
    practice: z.literal("yes").optional(),
    /** "Find my level": a placement check (runs/placement.server.ts) instead of a round. */
    placement: z
      .literal("yes")
      .optional()
      .transform((value) => value === "yes"),
  }),
  z.object({
    intent: z.literal("answer"),
    runId: z.string(),
    index: z.coerce.number().int().min(0),
    // Logic Lab posts no answer when no option was chosen: the engine says what is missing. Too
    // long an answer is told so (play-words.server.ts, playFormProblem).
    answer: z.string().max(200).default(""),
    /** The JavaScript client wants the outcome as data instead of the next page. */
    mode: z.literal("json").optional(),
  }),
  z.object({ intent: z.literal("finish"), runId: z.string() }),
]);

/** The form's fields as read by readForm (app/utils/read-form.server.ts). */
export function parsePlayForm(form: Record<string, string>) {
  return playForm.safeParse(form);
}

/** The page's `?challenge=` when it is a challenge id; anything else is no challenge. */
export function parseChallengeParam(value: string | null): string | null {
  const parsed = challengeId.safeParse(value);
  return parsed.success ? parsed.data : null;
}
