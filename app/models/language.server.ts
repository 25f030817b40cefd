/**
 * Which language a request is answered in, and its translation function on the server
 * (docs/decisions/i18n.md): the account's setting, else this browser's cp_lang cookie, else the
 * browser's Accept-Language, else English. remix-i18next does the detecting in that order.
 */
import { createCookie, type AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { RemixI18Next } from "remix-i18next/server";
import { z } from "zod";
import { users } from "../../drizzle/schema";
import { getSignedInUser } from "~/models/auth.server";
import { cookieSecure } from "~/utils/cookies.server";
import { anyField } from "~/utils/read-form.server";
import { DEFAULT_LANGUAGE, i18nextOptions, isLanguage, LANGUAGES, type Language } from "~/i18n/config";
import { fixedT, resources } from "~/i18n/messages.server";

/** This browser's choice (the footer's switcher), for a visitor and as the account's stand-in. */
export function languageCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_lang", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    secure: cookieSecure(request, context),
  });
}

function detector(request: Request, context: AppLoadContext) {
  return new RemixI18Next({
    detection: {
      supportedLanguages: [...LANGUAGES],
      fallbackLanguage: DEFAULT_LANGUAGE,
      order: ["custom", "cookie", "header"],
      // The account's setting (read with the sign-in itself, once per request).
      findLocale: async () => (await getSignedInUser(request, context)).user?.language ?? null,
      cookie: languageCookie(request, context),
    },
    i18next: { ...i18nextOptions, resources },
  });
}

/** The language this request's page, messages and toasts are in. */
export async function languageOf(request: Request, context: AppLoadContext): Promise<Language> {
  const found = await detector(request, context).getLocale(request);
  return isLanguage(found) ? found : DEFAULT_LANGUAGE;
}

/** A translation function in the request's language, for what an action or loader says (form problems, toasts). */
export async function serverT(request: Request, context: AppLoadContext, namespace: string) {
  return fixedT(await languageOf(request, context), namespace);
}

/** Keeps `language` on the account (null: none), read back by signed_in_user() (migration 0042_user_language). */
export async function saveAccountLanguage(context: AppLoadContext, userId: string, language: Language | null) {
  await context.db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The footer's switcher (routes/language.ts): a language of the site and the page to go back to. */
export const languageForm = { language: z.enum(LANGUAGES), returnTo: anyField };
