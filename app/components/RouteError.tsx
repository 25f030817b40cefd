/**
 * Every route's error page, one component: a heading (the page's name or what went wrong), the
 * spec's Loading Error card, a form-level alert or a plain line when there is one, and a way on.
 * Each route keeps its own words (props); `frame` keeps a page's own frame where it has one (the
 * join page, a parent's link). `useRouteErrorInfo` reads what was thrown, for words that depend on it.
 */
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "./forms";
import { LoadingError } from "./LoadingError";

export interface RouteErrorInfo {
  /** The status of a thrown response; null for an exception. */
  status: number | null;
  /** A thrown response's data. */
  data: unknown;
  /** A thrown response's own words (its data, when that is text). */
  said: string | null;
  /** Words for the Loading Error card: the response's words or status text, or the exception's message (a server's exception reaches the browser as "Unexpected Server Error", never its details). */
  message: string;
}

export function useRouteErrorInfo(): RouteErrorInfo {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const said = typeof error.data === "string" ? error.data : null;
    return { status: error.status, data: error.data, said, message: said || error.statusText };
  }
  return { status: null, data: undefined, said: null, message: error instanceof Error ? error.message : "" };
}

type Frame = ComponentType<{ title: string; children: ReactNode }>;

export interface RouteErrorProps {
  title: string;
  /** The heading's look in the default frame (the store's is its page title's). */
  titleClassName?: string;
  /** A big status code above the heading (the 404 page). */
  code?: string;
  /** The words of the spec's Loading Error card. */
  loadingError?: string;
  /** A form-level alert (the spec's toast title and text). */
  alert?: { title: string; message: string };
  /** A plain line under the heading. */
  detail?: string;
  /** The way on: where (default: this page again, loaded afresh) and its words (default "Try Again"); null: none. */
  link?: { to?: string; label?: string; reload?: boolean } | null;
  /** The page's own frame, which shows the title as its heading; default: a centred page. */
  frame?: Frame;
}

export function RouteError({ title, titleClassName, code, loadingError, alert, detail, link = {}, frame: Frame }: RouteErrorProps) {
  const location = useLocation();
  const { t } = useTranslation();
  const body = (
    <>
      {alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
      {loadingError ? <LoadingError>{loadingError}</LoadingError> : null}
      {detail ? <p className={Frame ? "text-slate-800" : "mt-2 text-slate-700"}>{detail}</p> : null}
      {link ? (
        <Link
          to={link.to ?? location.pathname + location.search}
          reloadDocument={link.reload ?? link.to === undefined}
          className={Frame ? "btn-primary" : "btn-primary mt-8"}
        >
          {link.label ?? t("errors.tryAgain")}
        </Link>
      ) : null}
    </>
  );
  if (Frame) return <Frame title={title}>{body}</Frame>;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      {code ? <p className="text-7xl font-extrabold text-indigo-700">{code}</p> : null}
      <h1 className={titleClassName ?? (code ? "mt-4 text-2xl font-bold text-slate-900" : "text-2xl font-bold")}>{title}</h1>
      {body}
    </div>
  );
}
