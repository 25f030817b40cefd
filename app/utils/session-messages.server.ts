// A player's message, checked on arrival (socket or POST fallback); kept out of the browser's bundle.
import { z } from "zod";
import type { ClientMessage } from "./session-messages";
import { storableText, UNUSABLE_TEXT } from "./storable-text.server";

const clientMessageSchema: z.ZodType<ClientMessage> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("ready"), ready: z.boolean(), level: z.number().int().min(1).max(6).optional() }),
  z.object({ type: z.literal("start") }),
  z.object({ type: z.literal("answer"), index: z.number().int().min(0), answer: storableText(100) }),
  z.object({ type: z.literal("leave") }),
  z.object({ type: z.literal("end") }),
]);

export const UNRECOGNISED_MESSAGE = "Unrecognised message";

/** The message, or what its sender is told: why an answer cannot be used, or that it is none of the messages. */
export function parseClientMessage(value: unknown): { ok: true; message: ClientMessage } | { ok: false; refusal: string } {
  const parsed = clientMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const unusable = parsed.error.issues.some((issue) => issue.message === UNUSABLE_TEXT);
  return { ok: false, refusal: unusable ? UNUSABLE_TEXT : UNRECOGNISED_MESSAGE };
}
