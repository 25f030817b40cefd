import type { LoaderFunctionArgs } from "@remix-run/node";
import { withoutAccents } from "~/games/words/letters";
import { setCsv } from "~/models/sets/csv.server";
import { taughtSet } from "~/models/sets/sets.server";
import { serverT } from "~/models/language.server";
import { csvResponse } from "~/utils/csv";

/** /teach/sets/{id}/download.csv: the set in the CSV layout its import reads. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { set, content } = await taughtSet(request, context, params.setId);
  const name =
    withoutAccents(set.title)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "set";
  return csvResponse(setCsv(content, await serverT(request, context, "sets")), `${name}.csv`);
}
