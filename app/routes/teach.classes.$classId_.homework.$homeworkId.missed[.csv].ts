import type { LoaderFunctionArgs } from "@remix-run/node";
import { taughtClass } from "~/models/classes/classes.server";
import { homeworkReport, missedCsv } from "~/models/classes/homework-report.server";
import { serverT } from "~/models/language.server";
import { csvResponse } from "~/utils/csv";

/** /teach/classes/{id}/homework/{homeworkId}/missed.csv: the homework's most-missed questions. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { klass } = await taughtClass(request, context, params.classId);
  const report = await homeworkReport(context.db, klass, params.homeworkId ?? "");
  if (!report) throw new Response("This homework was not found.", { status: 404 });
  return csvResponse(missedCsv(report, await serverT(request, context, "teach")), `class-${klass.joinCode}-most-missed.csv`);
}
