// Linted as if it were app/components/lint-fixture.tsx: the same form with the kit's submit, and a
// button that sends nothing said to be one.
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";

export function SaveForm({ onHelp }: { onHelp: () => void }) {
  return (
    <Form method="post">
      <SubmitButton>Save</SubmitButton>
      <button type="button" onClick={onHelp}>
        Help
      </button>
    </Form>
  );
}
