/**
 * The report's list of what the race's mode made happen (every mode's events, in words), each with
 * the facts that explain it (a chest's number and roll), in the reader's words. Nothing in Classic.
 */
import { useTranslation } from "react-i18next";
import type { ReportEvent } from "~/models/class-races/report-events.server";
import { factWords } from "~/utils/class-race-modes";

export function ReportEvents({ events }: { events: ReportEvent[] }) {
  const { t } = useTranslation("classrace");
  if (!events.length) return null;
  return (
    <section aria-labelledby="events-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="events-heading" className="text-xl font-bold">
        {t("report.eventsTitle")}
      </h2>
      <ol className="mt-3 space-y-2" data-testid="report-events">
        {events.map((e) => (
          <li key={e.seq} className="border-t border-slate-100 pt-2">
            <span className="font-semibold text-slate-900">{e.text}</span>
            {e.facts.length ? <span className="block text-sm text-slate-600">{factWords(e.facts, t)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
