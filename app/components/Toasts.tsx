import { useEffect, useState } from "react";
import type { ShownToast } from "~/utils/toast.server";

const variantClasses: Record<ShownToast["variant"], string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-indigo-700 bg-indigo-50 text-indigo-900",
};

/**
 * Shows toasts in a live region. With JavaScript they float at the foot of the window (clear of
 * the header and the page's top links) and leave after their duration; without it they stay, so
 * they sit in the page's flow under the header, where they cover nothing (they come from a flash
 * cookie, so only once). `.js` is set on <html> before the page paints (root.tsx).
 */
export function Toasts({ toasts }: { toasts: ShownToast[] }) {
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none z-50 flex flex-col items-center gap-2 px-4 md:items-end [.js_&]:fixed [.js_&]:inset-x-0 [.js_&]:bottom-4 [&:not(:empty)]:mt-4"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: ShownToast }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.durationMs]);
  if (!visible) return null;
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto w-full max-w-md rounded-xl border-l-4 px-4 py-3 shadow-lg ${variantClasses[toast.variant]}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
    </div>
  );
}
