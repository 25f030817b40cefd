import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, invalid } from "./describedBy";
import { FieldError } from "./FieldError";
import { Label } from "./Label";

/**
 * A labelled input (`field-{name}`, or `id` where one page has several forms with the same
 * fields) with its hint and its error underneath, wired for screen readers.
 */
export function Field({
  label,
  name,
  error,
  hint,
  id = `field-${name}`,
  ...input
}: { label: string; name: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="mb-4">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        name={name}
        className="input"
        aria-invalid={invalid(error)}
        aria-describedby={describedBy(id, { hint, error })}
        {...input}
      />
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
