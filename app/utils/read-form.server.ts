import { z } from "zod";
import { formObject } from "./forms";

/** What a client is told when its body is not a form (a JSON body, broken multipart, plain text). */
export const UNREADABLE_FORM = "This form could not be read. Please go back and send it again.";

const badRequest = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The posted form's text fields. Every action reads its input through this module: a body that
 * is not a form makes `request.formData()` throw, and that is the client's mistake, so it is
 * answered with a 400 and a clear message (the page's error boundary shows it), never a 500.
 * Routes read their fields with a zod schema: parseForm when they answer a refusal themselves,
 * readFormAs when the schema takes any form (defaults, `.catch`).
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  try {
    return formObject(await request.formData());
  } catch {
    throw badRequest(UNREADABLE_FORM);
  }
}

/** The posted form checked against `schema`: the route says what a refusal answers. */
export async function parseForm<T extends z.ZodTypeAny>(request: Request, schema: T) {
  return schema.safeParse(await readForm(request)) as z.SafeParseReturnType<z.input<T>, z.output<T>>;
}

/** The posted form read with `schema`, which takes any form; should it refuse one, a 400 says why. */
export async function readFormAs<T extends z.ZodTypeAny>(request: Request, schema: T): Promise<z.output<T>> {
  const parsed = await parseForm(request, schema);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? UNREADABLE_FORM);
  return parsed.data;
}

/** A text field: "" when the form has none. */
export const formText = z.string().default("");

/** A text field trimmed and cut to `max` characters ("" when absent). */
export const trimmedText = (max: number) => formText.transform((value) => value.trim().slice(0, max));
