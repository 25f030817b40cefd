import type { LabelHTMLAttributes } from "react";

/** A field's label: its name, above it (or beside a checkbox), in the form's one style. */
export function Label({ className = "mb-1 block font-medium text-slate-900", ...label }: LabelHTMLAttributes<HTMLLabelElement>) {
  // Each <Label> is checked where it is used (labelComponents in eslint.config.js); this one passes its control on.
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label className={className} {...label} />;
}
