/** A profile tab's heading. */
export function PanelTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="text-2xl font-bold text-slate-900">{children}</h2>;
}
