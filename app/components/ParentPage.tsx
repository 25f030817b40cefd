import type { ReactNode } from "react";

/** The narrow, plain frame of the pages a parent reaches from a consent mail. */
export function ParentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 leading-relaxed">
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
