import type { LoaderFunctionArgs } from "@remix-run/node";
import { taughtClass } from "~/models/classes/classes.server";
import { studentReport, weeksCsv } from "~/models/classes/student-weeks.server";
import { serverT } from "~/models/language.server";
import { csvResponse } from "~/utils/csv";

/** /teach/classes/{id}/students/{userId}/weeks.csv: a student's runs and accuracy per week. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const report = await studentReport(context.db, klass, params.userId ?? "", context.env.APP_TIME_ZONE);
  if (!report) throw new Response("This student is not in the class.", { status: 404 });
  return csvResponse(
    weeksCsv(report, await serverT(request, context, "teach")),
    `class-${klass.joinCode}-${report.row.username}-weeks.csv`,
  );
}
