/**
 * Which language a parent's mails are in (docs/decisions/i18n-mail.md). A parent may read Spanish
 * where the child reads English, or the other way: the consent mail goes out in the language the
 * child signed up in (all we know of the family then); once the parent answers on their page, or
 * picks a language there with the footer's switcher, their mails follow the parent's language.
 * Opening the page alone is not a choice: a mail scanner that follows the link has a browser
 * language of its own.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { parentalConsents } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/config";
import { fixedT } from "~/i18n/messages.server";
import { languageCookie, languageOf } from "./language.server";

/** The language the parent of `userId` is written to in; English when there is no consent. */
export async function parentLanguage(db: Queryable, userId: string): Promise<Language> {
  const [row] = await db.select({ language: parentalConsents.language }).from(parentalConsents).where(eq(parentalConsents.userId, userId));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/**
 * Keeps the parent's language from a request on their page: the page's language when they post
 * an answer or a setting (a person, reading the page in it), else only the language they chose
 * with the switcher (the cp_lang cookie). The page's language is the switcher's, else the browser's.
 */
export async function rememberParentLanguage(request: Request, context: AppLoadContext, userId: string): Promise<void> {
  const chosen = await languageCookie(request, context).parse(request.headers.get("Cookie"));
  const language = request.method === "POST" ? await languageOf(request, context) : isLanguage(chosen) ? chosen : null;
  if (!language) return;
  await context.db.update(parentalConsents).set({ language }).where(eq(parentalConsents.userId, userId));
}

/** What the parent's pages speak in: their words (`parent`), the summary's (`mail`), and the day's time zone. */
export async function parentPageWords(request: Request, context: AppLoadContext) {
  const language = await languageOf(request, context);
  return { language, t: fixedT(language, "parent"), mail: fixedT(language, "mail"), timeZone: context.env.APP_TIME_ZONE };
}
