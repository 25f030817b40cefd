/**
 * Toasts carried across a redirect in a flash cookie, so a message shows with JavaScript off. (Remix
 * calls the cookie's contents a "session": here it is the flash, nothing to do with a sign-in or a
 * two-player session.)
 */
import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { cookieSecure } from "./cookies.server";

export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["success", "error", "info"]).default("info"),
  /** How long it stays with JavaScript on; the spec asks 3-6 s depending on the message. */
  durationMs: z.number().int().positive().default(4000),
  /** Tells two toasts with the same words apart, so the second one shows too. */
  id: z.string().default(() => randomBytes(6).toString("hex")),
});
export type Toast = z.input<typeof toastSchema>;
export type ShownToast = z.output<typeof toastSchema>;

function storage(request: Request, context: AppLoadContext) {
  return createCookieSessionStorage({
    cookie: {
      name: "cp_toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [context.cookieSecret],
      secure: cookieSecure(request, context),
    },
  });
}

/** The toast waiting for this request (if any) and the header that clears it. */
export async function takeToast(request: Request, context: AppLoadContext) {
  const store = storage(request, context);
  const flash = await store.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(flash.get("toast"));
  if (!parsed.success) return { toast: null, headers: undefined };
  return { toast: parsed.data, headers: { "Set-Cookie": await store.destroySession(flash) } };
}

/** A Set-Cookie header that makes `toast` show on the next page. */
export async function toastCookie(request: Request, context: AppLoadContext, toast: Toast): Promise<string> {
  const store = storage(request, context);
  const flash = await store.getSession();
  flash.flash("toast", toastSchema.parse(toast));
  return store.commitSession(flash);
}

export async function redirectWithToast(request: Request, context: AppLoadContext, url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(request, context, toast));
  return redirect(url, { ...init, headers });
}

/**
 * A toast a page shows as it renders, from its loader's data (`pageToast`), not carried over a
 * redirect: what the page found when it loaded (an invite found, full or missing).
 */
export function pageToast(toast: Toast): ShownToast {
  return toastSchema.parse(toast);
}
