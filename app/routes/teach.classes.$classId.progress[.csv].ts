import type { LoaderFunctionArgs } from "@remix-run/node";
import { taughtClass } from "~/models/classes/classes.server";
import { classProgress, progressCsv } from "~/models/classes/class-progress.server";
import { serverT } from "~/models/language.server";
import { csvResponse } from "~/utils/csv";

/** /teach/classes/{id}/progress.csv: the progress table, line by line, for the teacher's spreadsheet. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  return csvResponse(
    progressCsv(await classProgress(context.db, klass), await serverT(request, context, "teach")),
    `class-${klass.joinCode}-progress.csv`,
  );
}
