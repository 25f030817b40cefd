import { useNavigation, type FetcherWithComponents, type Navigation } from "@remix-run/react";
import { useRef, type ButtonHTMLAttributes, type ReactNode } from "react";

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** The fetcher whose form this button sends; without one, the page's navigation. */
  fetcher?: Pick<FetcherWithComponents<unknown>, "state">;
  /** Pending decided by the caller (e.g. only while this item's form is the one sent). */
  pending?: boolean;
  /** The words while the form is on its way ("Saving..."); without them the button keeps its own. */
  pendingLabel?: ReactNode;
}

/**
 * A form's submit button. Without JavaScript it is a plain submit; with it, it is disabled while
 * its own form is on its way, so a second click sends nothing twice: a fetcher's while the fetcher
 * is busy; otherwise while the page's navigation posts to this button's form's action (and, for a
 * button with a name and value, an intent, sends that value), so one form of a page of several,
 * or the header's Sign Out, does not hold the others.
 */
export function SubmitButton({ fetcher, pending, pendingLabel, disabled, children, ...button }: SubmitButtonProps) {
  const navigation = useNavigation();
  const ref = useRef<HTMLButtonElement>(null);
  const sent = pending ?? (fetcher ? fetcher.state !== "idle" : sentByNavigation(navigation, ref.current, button.name, button.value));
  return (
    <button ref={ref} type="submit" disabled={sent || disabled} {...button}>
      {sent && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}

function sentByNavigation(navigation: Navigation, button: HTMLButtonElement | null, name?: string, value?: unknown): boolean {
  if (navigation.state !== "submitting" || !button?.form || navigation.formAction === undefined) return false;
  const path = (action: string) => new URL(action, window.location.href).pathname;
  if (path(button.form.action) !== path(navigation.formAction)) return false;
  return name === undefined || value === undefined || navigation.formData?.get(name) === String(value);
}
