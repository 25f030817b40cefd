// A class race player's message as it arrives on the race's socket (an answer, or a Gold Quest chest), checked like the forms'.
import { z } from "zod";
import type { ClassRaceAnswer } from "~/games/run-view";
import { CHESTS, type ChestOnSocket } from "./gold-quest";
import { isStorableText, UNUSABLE_TEXT } from "./storable-text.server";

const raceMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("answer"),
    runId: z.string().max(64),
    index: z.number().int().min(0),
    answer: z.string().max(200),
  }) satisfies z.ZodType<ClassRaceAnswer>,
  z.object({ type: z.literal("chest"), chest: z.number().int().min(1).max(CHESTS) }) satisfies z.ZodType<ChestOnSocket>,
]);

/** A message on a race's socket: an answer (with the refusal its player is told when the database could not store it), or a chest to open. */
export type RaceMessage = (ClassRaceAnswer & { refusal?: string }) | ChestOnSocket;

/**
 * The answer or chest in a socket message's text, or null when it is neither: read once, by its
 * type (every slot of a Gold Quest race is two messages, and the answer is the commoner).
 */
export function parseRaceMessage(text: string): RaceMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = raceMessageSchema.safeParse(json);
  if (!parsed.success) return null;
  const message = parsed.data;
  return message.type === "answer" && !isStorableText(message.answer) ? { ...message, refusal: UNUSABLE_TEXT } : message;
}
