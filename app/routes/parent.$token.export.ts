import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAccountData } from "~/models/account-data.server";
import { consentForLink } from "~/models/parent-links.server";

/** The parent's "Download their data": everything stored about the child, as the child's own download has it. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const consent = await consentForLink(context.db, params.token);
  const data = await exportAccountData(context.db, consent.userId);
  if (!data) throw new Response("This link no longer works.", { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cleverplay-data-${consent.childName.replace(/[^A-Za-z0-9_-]/g, "_")}.json"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "same-origin",
    },
  });
}
