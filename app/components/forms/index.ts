/**
 * One kit for every form: a labelled field with its hint and error wired for screen readers, the
 * label and error on their own for selects, text areas and checkboxes, a form-level alert, and a
 * submit button that shows it is pending. See docs/decisions/forms-kit.md.
 */
export { describedBy, invalid } from "./describedBy";
export { Field } from "./Field";
export { FieldError } from "./FieldError";
export { FormAlert } from "./FormAlert";
export { Label } from "./Label";
export { SubmitButton } from "./SubmitButton";
