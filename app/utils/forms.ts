import { z } from "zod";

/** Field errors of a failed parse, first message per field, for rendering next to inputs. */
export function fieldErrors<T>(error: z.ZodError<T>): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A form's text fields as a plain object. NUL characters are dropped: PostgreSQL refuses them in
 * text, and no honest form sends one. Every action reads its form through this.
 */
export function formObject(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value.replace(/\0/g, "");
  return values;
}
