import { useNavigation, type FetcherWithComponents } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

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
 * its form is on its way, so a second click sends nothing twice. A button with a name and value
 * (an intent) is pending only when the navigation sends that value, so one form on a page of
 * several does not hold the others' buttons.
 */
export function SubmitButton({ fetcher, pending, pendingLabel, disabled, children, ...button }: SubmitButtonProps) {
  const navigation = useNavigation();
  const sent =
    pending ??
    (fetcher
      ? fetcher.state !== "idle"
      : navigation.state === "submitting" &&
        (button.name === undefined || button.value === undefined || navigation.formData?.get(button.name) === String(button.value)));
  return (
    <button type="submit" disabled={sent || disabled} {...button}>
      {sent && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
