// A player's message, checked on arrival (socket or POST fallback); kept out of the browser's bundle.
import { z } from "zod";
import type { ClientMessage } from "./session-messages";

export const clientMessageSchema: z.ZodType<ClientMessage> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("ready"), ready: z.boolean() }),
  z.object({ type: z.literal("start") }),
  z.object({ type: z.literal("answer"), index: z.number().int().min(0), answer: z.string().max(100) }),
  z.object({ type: z.literal("leave") }),
  z.object({ type: z.literal("end") }),
]);
