import type { LoaderFunctionArgs } from "@remix-run/node";
import { hostedRace } from "~/models/class-races/host.server";
import { raceReport, reportCsv } from "~/models/class-races/report.server";
import { serverT } from "~/models/language.server";
import { csvResponse } from "~/utils/csv";

/** /class-races/{id}/report.csv: the report's player table, for the host's spreadsheet. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const report = (await raceReport(context.db, race))!;
  return csvResponse(reportCsv(report, await serverT(request, context, "classrace")), `class-race-${race.inviteCode}.csv`);
}
