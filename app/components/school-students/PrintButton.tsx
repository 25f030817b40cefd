import { useHydrated } from "remix-utils/use-hydrated";

/** "Print" once the page's script runs; until then (or without JavaScript), how to print with the browser. */
export function PrintButton({ what }: { what: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      Print {what}
    </button>
  ) : (
    <p className="font-semibold text-slate-800">To print {what}, use your browser&apos;s Print (Ctrl+P, or ⌘P on a Mac).</p>
  );
}
