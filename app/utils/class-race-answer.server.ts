// A class race player's answer (or Gold Quest chest) as it arrives on the race's socket, checked like the forms'.
import { z } from "zod";
import type { ClassRaceAnswer } from "~/games/run-view";
import { CHESTS, type ChestOnSocket } from "./gold-quest";
import { isStorableText, UNUSABLE_TEXT } from "./storable-text.server";

const classRaceAnswerSchema: z.ZodType<ClassRaceAnswer> = z.object({
  type: z.literal("answer"),
  runId: z.string().max(64),
  index: z.number().int().min(0),
  answer: z.string().max(200),
});

/**
 * The answer in a socket message's text, or null when it is not one. An answer the database
 * could not store comes with the refusal its player is told.
 */
export function parseClassRaceAnswer(text: string): (ClassRaceAnswer & { refusal?: string }) | null {
  try {
    const parsed = classRaceAnswerSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    return isStorableText(parsed.data.answer) ? parsed.data : { ...parsed.data, refusal: UNUSABLE_TEXT };
  } catch {
    return null;
  }
}

const chestSchema: z.ZodType<ChestOnSocket> = z.object({ type: z.literal("chest"), chest: z.number().int().min(1).max(CHESTS) });

/** The chest a socket message's text opens, or null when it is not one. */
export function parseChestMessage(text: string): ChestOnSocket | null {
  try {
    const parsed = chestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
