import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAccountData } from "~/models/account-data.server";
import { requireUser } from "~/models/auth.server";

/** "Download my data": everything stored about the signed-in user, as a JSON file. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const data = await exportAccountData(context.db, user.id);
  if (!data) throw new Response("Not Found", { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Usernames are letters, digits, _ and -: safe inside the quoted file name.
      "Content-Disposition": `attachment; filename="cleverplay-data-${user.username}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
