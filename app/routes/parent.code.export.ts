import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountDataFile } from "~/models/account-data/download.server";
import { codeClosed, childOfThisDevice } from "~/models/school-students/parent-code.server";
import { serverT } from "~/models/language.server";

/** A parent's "Download their data" after typing the letter's code: the same file as every download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const child = await childOfThisDevice(request, context);
  const file = child ? await accountDataFile(context.db, child.userId, child.firstName) : null;
  if (!file) throw new Response(codeClosed(await serverT(request, context, "parent")), { status: 404 });
  return file;
}
