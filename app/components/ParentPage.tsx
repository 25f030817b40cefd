import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
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

/** The pages of a parent's link that opens nothing, or that the parent stopped: say which (parent-links.server.ts), not a bare 404. */
export function ParentLinkError() {
  const error = useRouteError();
  const link = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410) && typeof error.data === "string";
  return (
    <ParentPage title={link ? "This link no longer works" : "Something went wrong"}>
      <p className="text-slate-800">{link ? error.data : "Please try again in a moment."}</p>
    </ParentPage>
  );
}
