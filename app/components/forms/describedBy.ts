/**
 * A field's wiring for screen readers: its hint is `{id}-hint` and its error `{id}-error`, and
 * `aria-describedby` names those shown (the error first: it is what to fix).
 */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/** `aria-invalid` while the field has an error, and no attribute at all otherwise. */
export const invalid = (error: unknown) => (error ? true : undefined);
