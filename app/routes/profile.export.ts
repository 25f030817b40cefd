import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountDataFile } from "~/models/account-data/download.server";
import { requireUser } from "~/models/auth.server";
import { languageOf } from "~/models/language.server";

/** "Download my data": everything stored about the signed-in user, as a JSON file in their language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const file = await accountDataFile(context.db, { userId: user.id, name: user.username, language: await languageOf(request, context) });
  if (!file) throw new Response("Not Found", { status: 404 });
  return file;
}
