/**
 * The footer's language switcher posts here (a plain form, with JavaScript or without): the choice
 * is kept in this browser's cp_lang cookie and, when signed in, on the account; then back to the
 * page it came from, on this site only (safeRedirectPath), now in that language.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getSignedInUser } from "~/models/auth.server";
import { languageCookie, languageForm, saveAccountLanguage, serverT } from "~/models/language.server";
import { parseForm } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await parseForm(request, languageForm);
  if (!form.success) return new Response((await serverT(request, context, "common"))("languageRefused"), { status: 400 });
  const { language, returnTo } = form.data;
  const { user } = await getSignedInUser(request, context);
  if (user) await saveAccountLanguage(context, user.id, language);
  return redirect(safeRedirectPath(returnTo, "/"), {
    headers: { "Set-Cookie": await languageCookie(request, context).serialize(language) },
  });
}
