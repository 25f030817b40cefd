import { useNavigation, type FetcherWithComponents, type Navigation } from "@remix-run/react";
import { useRef, type ButtonHTMLAttributes, type ReactNode, type RefObject } from "react";

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** The fetcher whose form this button sends; without one, the page's navigation. */
  fetcher?: Pick<FetcherWithComponents<unknown>, "state">;
  /** Pending decided by the caller (e.g. only while this item's form is the one sent). */
  pending?: boolean;
  /** The words while the form is on its way ("Saving..."); without them the button keeps its own. */
  pendingLabel?: ReactNode;
  /**
   * While pending, the button stays focusable (`aria-disabled` rather than `disabled`), so a
   * keyboard keeps its place: the game stage's answer options while their feedback shows.
   */
  keepFocus?: boolean;
}

/**
 * A form's submit button. Without JavaScript it is a plain submit; with it, it is disabled while
 * its own form is on its way, so a second click sends nothing twice: a fetcher's while the fetcher
 * is busy; otherwise while the page's navigation posts to this button's form's action (and, for a
 * button with a name and value, an intent, sends that value), so one form of a page of several,
 * or the header's Sign Out, does not hold the others. A caller that passes `pending` (or a
 * fetcher) decides alone, and the button needs no router (the stage's question renders without one).
 */
export function SubmitButton({ fetcher, pending, ...button }: SubmitButtonProps) {
  if (pending !== undefined) return <Button sent={pending} {...button} />;
  if (fetcher) return <Button sent={fetcher.state !== "idle"} {...button} />;
  return <NavigationSubmitButton {...button} />;
}

type ButtonProps = Omit<SubmitButtonProps, "fetcher" | "pending"> & { sent: boolean; buttonRef?: RefObject<HTMLButtonElement> };

function NavigationSubmitButton(button: Omit<ButtonProps, "sent">) {
  const navigation = useNavigation();
  const ref = useRef<HTMLButtonElement>(null);
  return <Button buttonRef={ref} sent={sentByNavigation(navigation, ref.current, button.name, button.value)} {...button} />;
}

function Button({ sent, pendingLabel, keepFocus, disabled, buttonRef, children, ...button }: ButtonProps) {
  const held = keepFocus ? { disabled, "aria-disabled": sent ? true : button["aria-disabled"] } : { disabled: sent || disabled };
  return (
    <button ref={buttonRef} type="submit" {...button} {...held}>
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
