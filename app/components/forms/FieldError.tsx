/** A field's message under it, named by the field's aria-describedby (see `describedBy`). */
export function FieldError({ id, message, className = "" }: { id: string; message?: string; className?: string }) {
  return message ? (
    <p id={id} className={`mt-1 text-sm font-medium text-red-800 ${className}`.trim()}>
      {message}
    </p>
  ) : null;
}
