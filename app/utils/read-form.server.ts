import { formObject } from "./forms";

/**
 * The posted form's text fields, or null when the body is not a form at all (a JSON body, a
 * broken multipart): `request.formData()` throws on those, and a bad request must not be a 500.
 */
export async function readForm(request: Request): Promise<Record<string, string> | null> {
  try {
    return formObject(await request.formData());
  } catch {
    return null;
  }
}
