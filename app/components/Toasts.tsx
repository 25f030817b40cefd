import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ShownToast } from "~/utils/toast.server";

const variantClasses: Record<ShownToast["variant"], string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-indigo-700 bg-indigo-50 text-indigo-900",
};

/**
 * Shows toasts in a live region in the page's flow, under the header, with JavaScript or without:
 * they never float over a button (floating at the foot of the window they covered Next level, the
 * results and I'm Ready on a phone; issue 35). With JavaScript a toast fades after its duration but
 * keeps its place until the next page, so nothing moves under a finger; without it, it stays (it
 * comes from a flash cookie, so only once). See docs/decisions/phone-first-stage.md.
 */
export function Toasts({ toasts }: { toasts: ShownToast[] }) {
  const shown = useToastsOfThisPage(toasts);
  return (
    <div
      aria-live="polite"
      role="status"
      className="mx-auto flex w-full max-w-6xl flex-col items-center gap-2 px-4 md:items-end [&:not(:empty)]:mt-4"
    >
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

/**
 * The toasts that came with this page's navigation, and any that came after it: a data reload
 * (after a fetcher's post, which brings no toast) does not take them away, so their place stays.
 */
function useToastsOfThisPage(toasts: ShownToast[]): ShownToast[] {
  const { key } = useLocation();
  const [held, setHeld] = useState({ key, toasts });
  const fresh = toasts.filter((toast) => !held.toasts.some((shown) => shown.id === toast.id));
  if (held.key !== key) setHeld({ key, toasts });
  else if (fresh.length > 0) setHeld({ key, toasts: [...held.toasts, ...fresh] });
  return held.key === key ? [...held.toasts, ...fresh] : toasts;
}

function ToastItem({ toast }: { toast: ShownToast }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.durationMs]);
  return (
    <div
      data-testid="toast"
      // Gone but keeping its place: `invisible` also takes it from screen readers, who heard it already.
      className={`w-full max-w-md rounded-xl border-l-4 px-4 py-3 shadow-sm ${variantClasses[toast.variant]} ${visible ? "" : "invisible"}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
    </div>
  );
}
