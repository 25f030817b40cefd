import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountDataFile } from "~/models/account-data/download.server";
import { consentForLink } from "~/models/parent-links.server";

/** The parent's "Download their data": everything stored about the child, as the child's own download has it. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const consent = await consentForLink(context.db, params.token);
  const file = await accountDataFile(context.db, consent.userId, consent.childName, { "Referrer-Policy": "same-origin" });
  if (!file) throw new Response("This link no longer works.", { status: 404 });
  return file;
}
