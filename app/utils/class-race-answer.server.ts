// A class race player's answer as it arrives on the race's socket, checked like the play form's.
import { z } from "zod";
import type { ClassRaceAnswer } from "~/games/run-view";

const classRaceAnswerSchema: z.ZodType<ClassRaceAnswer> = z.object({
  type: z.literal("answer"),
  runId: z.string().max(64),
  index: z.number().int().min(0),
  answer: z.string().max(200),
});

/** The answer in a socket message's text, or null when it is not one. */
export function parseClassRaceAnswer(text: string): ClassRaceAnswer | null {
  try {
    const parsed = classRaceAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
