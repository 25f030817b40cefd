/**
 * The account journeys that span several models: sending the verification mail, resending it
 * with a cooldown, signing a verified user in (creating the profile the first time).
 */
import type { AppLoadContext } from "@remix-run/node";
import { siteOrigin } from "~/utils/url.server";
import { issueToken, lastTokenSentAt } from "./email-tokens.server";
import { buttonMail, sendMail } from "./mail.server";
import { ensureProfile, welcomeCoinsMessage } from "./profiles.server";
import { clientAddress } from "~/utils/client-address.server";
import { CLASSROOM_LIMIT, hitRateLimits } from "./rate-limit.server";
import { createSignInSession } from "./auth.server";
import { findUserByEmail } from "./users.server";
import type { Toast } from "~/utils/toast.server";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { serverT } from "./language.server";

export const RESEND_COOLDOWN_SECONDS = 60;

export async function sendVerificationMail(
  request: Request,
  context: AppLoadContext,
  user: { id: string; email: string },
  /** A site path to go on to after verifying (a class's join page); checked again when followed. */
  next?: string,
) {
  const token = await issueToken(context.db, user.id, "verify");
  const url = `${siteOrigin(request, context)}/auth/verify?token=${token}${next ? `&next=${encodeURIComponent(next)}` : ""}`;
  // In the language of the page the address was given on: its owner is reading it.
  const t = await serverT(request, context, "mail");
  await sendMail(
    context,
    buttonMail({
      to: user.email,
      subject: t("verify.subject"),
      intro: t("verify.intro"),
      action: t("verify.action"),
      url,
      outro: t("verify.outro"),
      t,
    }),
  );
}

export type ResendResult =
  | { ok: true; title: string; message: string; cooldownSeconds: number }
  | { ok: false; title: string; message: string; cooldownSeconds?: number; status: number; headers?: Record<string, string> };

/**
 * Sends a new verification link. The answer is the same whether or not the address has an
 * unverified account, so it cannot be used to find out who is registered; the 60 s cooldown is
 * enforced here, not only by the page's countdown.
 */
export async function resendVerification(request: Request, context: AppLoadContext, rawEmail: string): Promise<ResendResult> {
  const email = rawEmail.trim();
  const t = await serverT(request, context, "account");
  if (!email) return { ok: false, title: t("emailRequired.title"), message: t("emailRequired.message"), status: 400 };
  const limited = await hitRateLimits(context.db, [
    { key: `resend:email:${email.toLowerCase()}`, max: 10, windowSeconds: 3600 },
    { key: `resend:ip:${clientAddress(request, context)}`, max: CLASSROOM_LIMIT.perHour, windowSeconds: 3600 },
  ]);
  if (!limited.allowed) return tooManyAttempts(limited.retryAfterSeconds, await serverT(request, context, "auth"));

  const user = await findUserByEmail(context.db, email);
  if (user && !user.emailVerified) {
    const last = await lastTokenSentAt(context.db, user.id, "verify");
    const wait = last ? RESEND_COOLDOWN_SECONDS - Math.floor((Date.now() - last.getTime()) / 1000) : 0;
    if (wait > 0) {
      return {
        ok: false,
        title: t("resend.wait.title"),
        message: t("resend.wait.message", { count: wait }),
        cooldownSeconds: wait,
        status: 429,
        headers: { "Retry-After": String(wait) },
      };
    }
    try {
      await sendVerificationMail(request, context, user);
    } catch (error) {
      console.error("resend verification failed", error);
      return { ok: false, title: t("resend.failed.title"), message: t("resend.failed.message"), status: 503 };
    }
  }
  return {
    ok: true,
    title: t("resend.sent.title"),
    message: t("resend.sent.message"),
    cooldownSeconds: RESEND_COOLDOWN_SECONDS,
  };
}

export function tooManyAttempts(retryAfterSeconds: number, t: TFunction = englishT("auth")) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    ok: false as const,
    title: t("problems.tooMany.title"),
    message: t("problems.tooMany.message", { count: minutes }),
    status: 429,
    /** Every 429 says when to come back, for clients and proxies that read it. */
    headers: { "Retry-After": String(Math.max(1, retryAfterSeconds)) },
  };
}

/**
 * Signs a verified user in on this browser: a new sign-in session, and the profile with its signup
 * coins the first time. Returns the Set-Cookie and the toast to show next.
 */
export async function signIn(
  request: Request,
  context: AppLoadContext,
  userId: string,
  t: TFunction = englishT("auth"),
): Promise<{ setCookie: string; toast: Toast }> {
  const profile = await ensureProfile(context.db, userId);
  const setCookie = await createSignInSession(request, context, userId);
  const welcome = profile.created ? await serverT(request, context, "account") : null;
  const toast: Toast = welcome
    ? {
        title: welcome("welcome.toast"),
        description: welcomeCoinsMessage(profile.bonusPaid, welcome),
        variant: "success",
        durationMs: 6000,
      }
    : { title: t("signIn.welcomeBack"), variant: "success", durationMs: 4000 };
  return { setCookie, toast };
}

/** One line per sign-in attempt, without the password and with the address partly hidden. */
export function logSignIn(
  request: Request,
  context: AppLoadContext,
  email: string,
  outcome: "success" | "failed" | "unverified" | "rate-limited" | "google",
) {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  const masked = `${local.slice(0, 2)}***@${domain}`;
  console.log(`auth sign-in ${outcome} email=${masked} ip=${clientAddress(request, context)}`);
}
