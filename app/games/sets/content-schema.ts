// A stored set version's shape, checked when it is read back (server only: zod stays out of the
// browser's bundle, which imports ./content.ts for its limits and names).
import { z } from "zod";
import { ANSWERS_MAX, ANSWERS_MIN, MATH_OPERATIONS, type SetContent } from "./content";

const word = z.object({ word: z.string(), hint: z.string().optional(), others: z.array(z.string()) });
const question = z.object({
  question: z.string(),
  answers: z.array(z.string()).min(ANSWERS_MIN).max(ANSWERS_MAX),
  right: z
    .number()
    .int()
    .min(0)
    .max(ANSWERS_MAX - 1),
  explanation: z.string().optional(),
  seconds: z.number().int().positive(),
});

/** A stored version, checked when read back. */
export const setContentSchema: z.ZodType<SetContent> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("words"), words: z.array(word).min(1) }),
  z.object({
    kind: z.literal("math"),
    operations: z.array(z.enum(MATH_OPERATIONS)).min(1),
    min: z.number().int(),
    max: z.number().int(),
    negatives: z.boolean(),
    decimals: z.boolean(),
    remainders: z.boolean(),
  }),
  z.object({ kind: z.literal("quiz"), questions: z.array(question).min(1), shuffleQuestions: z.boolean(), shuffleAnswers: z.boolean() }),
]);
