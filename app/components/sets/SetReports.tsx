/** What players reported about a set, for its teacher: how many, why, and whether the set is hidden. */
interface Reports {
  players: number;
  reasons: { reason: string; players: number }[];
  hidden: boolean;
}

export function SetReports({ reports }: { reports: Reports }) {
  if (reports.players === 0 && !reports.hidden) return null;
  const said = reports.players === 1 ? "1 player reported this set" : `${reports.players} players reported this set`;
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
      <p className="mt-1">
        {reports.hidden
          ? "It is hidden: its link does not open. Check its words and save it to show it again."
          : "It still plays. Check its words; saving it answers these reports."}
      </p>
    </div>
  );
}
