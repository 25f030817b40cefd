import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** Sign-in and sign-up pages have no site header: a centred card with a way back home. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-indigo-50 to-white px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 text-2xl font-extrabold text-indigo-800">
        <img src="/logo.svg" alt="" width={36} height={36} />
        CleverPlay
      </Link>
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 break-words text-slate-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      <Link to="/" className="mt-6 font-semibold text-indigo-700 hover:underline">
        ← Back to Home
      </Link>
    </div>
  );
}

/** A form-level message (the spec's toast title and text), announced to screen readers. */
export function FormAlert({ title, message, tone = "error" }: { title: string; message: string; tone?: "error" | "success" | "info" }) {
  const classes = {
    error: "border-red-700 bg-red-50 text-red-900",
    success: "border-green-700 bg-green-50 text-green-900",
    info: "border-indigo-700 bg-indigo-50 text-indigo-900",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-4 rounded-lg border-l-4 px-4 py-3 ${classes}`}>
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{message}</p>
    </div>
  );
}

/** A labelled input with its error underneath, wired for screen readers. */
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: { label: string; name: string; error?: string; hint?: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-900">
        {label}
      </label>
      <input id={id} name={name} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
