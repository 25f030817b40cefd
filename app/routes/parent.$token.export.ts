import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountDataFile } from "~/models/account-data/download.server";
import { consentForLink } from "~/models/parent-links.server";
import { parentPageWords } from "~/models/parent-language.server";

/** The parent's "Download their data": everything stored about the child, as the child's own download has it, in the parent's language. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const words = await parentPageWords(request, context);
  const consent = await consentForLink(context.db, params.token, words);
  const file = await accountDataFile(
    context.db,
    { userId: consent.userId, name: consent.childName, language: words.language },
    { "Referrer-Policy": "same-origin" },
  );
  if (!file) throw new Response(words.t("link.noLongerWorks"), { status: 404 });
  return file;
}
