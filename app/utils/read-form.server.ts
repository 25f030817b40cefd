import { z } from "zod";
import { formObject } from "./forms";
import { cleanText } from "./visible-text";

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

/**
 * A schema, or the fields of one (a plain object of this module's field types). A page module
 * passes fields, so it never imports zod itself: zod has side effects as far as the bundler
 * knows, so an import of it stays in the browser's bundle even when only an action used it.
 */
type FormSchema = z.ZodTypeAny | z.ZodRawShape;
type Parsed<T extends FormSchema> = T extends z.ZodTypeAny ? T : T extends z.ZodRawShape ? z.ZodObject<T> : never;

function schemaOf<T extends FormSchema>(schema: T): Parsed<T> {
  return (schema instanceof z.ZodType ? schema : z.object(schema as z.ZodRawShape)) as Parsed<T>;
}

/** The posted form checked against `schema`: the route says what a refusal answers. */
export async function parseForm<T extends FormSchema>(request: Request, schema: T) {
  return schemaOf(schema).safeParse(await readForm(request)) as z.SafeParseReturnType<z.input<Parsed<T>>, z.output<Parsed<T>>>;
}

/** The posted form read with `schema`, which takes any form; should it refuse one, a 400 says why. */
export async function readFormAs<T extends FormSchema>(request: Request, schema: T): Promise<z.output<Parsed<T>>> {
  const parsed = await parseForm(request, schema);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? UNREADABLE_FORM);
  return parsed.data;
}

/** A field taken as it comes, for a rule that checks it itself (a redirect target). */
export const anyField = z.unknown();

/** A text field: "" when the form has none. */
export const formText = z.string().default("");

/**
 * A typed name or text checked by `schema` once its invisible characters are out and it is
 * trimmed (utils/visible-text.ts): every name and set text a person types comes in so.
 */
export const cleanField = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? cleanText(value) : value), schema);

/** A text field trimmed and cut to `max` characters ("" when absent). */
export const trimmedText = (max: number) => formText.transform((value) => value.trim().slice(0, max));
