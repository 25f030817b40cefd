import type { LoaderFunctionArgs } from "@remix-run/node";
import { taughtClass } from "~/models/classes/classes.server";
import { classProgress, progressCsv } from "~/models/classes/progress.server";

/** /teach/classes/{id}/progress.csv: the progress table, line by line, for the teacher's spreadsheet. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  return new Response(progressCsv(await classProgress(context.db, klass)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="class-${klass.joinCode}-progress.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
