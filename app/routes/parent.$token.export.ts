import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAccountData } from "~/models/account-data.server";
import { findConsentByToken } from "~/models/parental-consent.server";

/** The parent's "Download their data": everything stored about the child, as the child's own download has it. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const consent = params.token ? await findConsentByToken(context.db, params.token) : null;
  const data = consent ? await exportAccountData(context.db, consent.userId) : null;
  if (!consent || !data) throw new Response("This link no longer works.", { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cleverplay-data-${consent.childName.replace(/[^A-Za-z0-9_-]/g, "_")}.json"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "same-origin",
    },
  });
}
