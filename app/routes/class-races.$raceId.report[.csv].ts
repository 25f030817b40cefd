import type { LoaderFunctionArgs } from "@remix-run/node";
import { fixedT } from "~/i18n/messages.server";
import { hostedRace } from "~/models/class-races/host.server";
import { raceReport, reportCsv } from "~/models/class-races/report.server";
import { languageOf } from "~/models/language.server";
import { csvResponse } from "~/utils/csv";

/** /class-races/{id}/report.csv: the report's player table, for the host's spreadsheet, in the host's language as the page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const language = await languageOf(request, context);
  const t = fixedT(language, "classrace");
  const report = (await raceReport(context.db, race, t, language))!;
  return csvResponse(reportCsv(report, t), `class-race-${race.inviteCode}.csv`);
}
