import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, invalid } from "./describedBy";
import { FieldError } from "./FieldError";
import { Label } from "./Label";

/**
 * A labelled input (`field-{name}`, or `id` where one page has several forms with the same
 * fields) with its hint and its error underneath, wired for screen readers. `className` is the
 * input's; `wrapperClassName` places the whole field (below it by default).
 */
export function Field({
  label,
  name,
  error,
  hint,
  id = `field-${name}`,
  wrapperClassName = "mb-4",
  ...input
}: { label: string; name: string; error?: string; hint?: ReactNode; wrapperClassName?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={wrapperClassName}>
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
