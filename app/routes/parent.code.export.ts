import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountDataFile } from "~/models/account-data/download.server";
import { codeClosed, childOfThisDevice } from "~/models/school-students/parent-code.server";
import { languageOf } from "~/models/language.server";
import { fixedT } from "~/i18n/messages.server";

/** A parent's "Download their data" after typing the letter's code: the same file as every download, in the parent's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [child, language] = await Promise.all([childOfThisDevice(request, context), languageOf(request, context)]);
  const file = child ? await accountDataFile(context.db, { userId: child.userId, name: child.firstName, language }) : null;
  if (!file) throw new Response(codeClosed(fixedT(language, "parent")), { status: 404 });
  return file;
}
