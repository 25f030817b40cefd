/** The parent's page's forms (routes/parent.$token.tsx): each button posts its intent and the boxes it needs. */
import { z } from "zod";
import { englishT } from "~/i18n/messages.server";

/** The delete box left unticked: the schema's mark (the spec's English); the page says it in the reader's words. */
export const NOT_SURE = englishT("parent")("problems.notSure");

/** The parent page's buttons: each posts its intent (and the boxes it needs). */
export const parentAnswerForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), publicAllowed: z.literal("on").optional() }),
  z.object({ intent: z.literal("decline") }),
  z.object({ intent: z.literal("public"), publicAllowed: z.literal("on").optional() }),
  z.object({ intent: z.literal("summary"), weeklySummary: z.literal("on").optional() }),
  z.object({ intent: z.literal("stop-this-link") }),
  z.object({ intent: z.literal("stop-other-links") }),
  z.object({ intent: z.literal("delete"), sure: z.literal("on", { errorMap: () => ({ message: NOT_SURE }) }) }),
]);
