// Linted as if it were app/components/lint-fixture.tsx: a form whose submit is a bare <button>, which
// neither shows that the form is on its way nor stops a second click; `npm run lint` refuses it.
import { Form } from "@remix-run/react";

export function SaveForm() {
  return (
    <Form method="post">
      <button type="submit">Save</button>
    </Form>
  );
}
