import { formObject } from "./forms";

/** What a client is told when its body is not a form (a JSON body, broken multipart, plain text). */
export const UNREADABLE_FORM = "This form could not be read. Please go back and send it again.";

/**
 * The posted form's text fields. Every action reads its input through this: a body that is not
 * a form makes `request.formData()` throw, and that is the client's mistake, so it is answered
 * with a 400 and a clear message (the page's error boundary shows it), never a 500.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  try {
    return formObject(await request.formData());
  } catch {
    throw new Response(UNREADABLE_FORM, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
