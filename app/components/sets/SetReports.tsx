import { useTranslation } from "react-i18next";

/** What players reported about a set, for its teacher: how many, why, and whether the set is hidden. */
interface Reports {
  players: number;
  reasons: { reason: string; players: number }[];
  hidden: boolean;
}

export function SetReports({ reports }: { reports: Reports }) {
  const { t } = useTranslation("sets");
  if (reports.players === 0 && !reports.hidden) return null;
  const said = t("reports.count", { count: reports.players });
  return (
    <div role="status" className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-testid="set-reports">
      {reports.players > 0 ? (
        <>
          <p className="font-semibold">{said}:</p>
          <ul className="mt-1 list-disc pl-6">
            {reports.reasons.map((r) => (
              <li key={r.reason}>
                {r.reason} ({r.players})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-1">{reports.hidden ? t("reports.hidden") : t("reports.plays")}</p>
    </div>
  );
}
