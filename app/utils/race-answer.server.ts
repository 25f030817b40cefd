// A class race player's answer as it arrives on the race's socket, checked like the play form's.
import { z } from "zod";
import type { RaceAnswer } from "~/games/run-view";

const raceAnswerSchema: z.ZodType<RaceAnswer> = z.object({
  type: z.literal("answer"),
  runId: z.string().max(64),
  index: z.number().int().min(0),
  answer: z.string().max(200),
});

/** The answer in a socket message's text, or null when it is not one. */
export function parseRaceAnswer(text: string): RaceAnswer | null {
  try {
    const parsed = raceAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
