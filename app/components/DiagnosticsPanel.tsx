/**
 * The join diagnostics: the spec's seven checks, each Pass, Fail or Unknown (not reached), and
 * what they add up to. The toggle is a <details> so it opens and closes without JavaScript.
 */
import type { Diagnostic } from "~/models/multiplayer/join.server";

type Check = "Pass" | "Fail" | "Unknown";
type Flag = boolean | null | undefined;

const checks: Array<[label: string, flag: (d: Diagnostic) => Flag]> = [
  // session_found is false both when no session has the code and when the lookup never ran
  // (a bad code, a missing sign-in): only the first is a Fail.
  ["Session Found", (d) => (d.session_found ? true : d.error === "session_not_found" ? false : null)],
  ["Session Active", (d) => d.status_check],
  ["Not Expired", (d) => d.expiry_check],
  ["Not Own Session", (d) => d.own_session_check],
  ["Session Available", (d) => d.capacity_check],
  ["User Profile Valid", (d) => d.user_profile_check],
  ["Game Available", (d) => d.game_exists_check],
];

const look: Record<Check, { icon: string; className: string }> = {
  Pass: { icon: "✓", className: "bg-green-100 text-green-900" },
  Fail: { icon: "✗", className: "bg-red-100 text-red-900" },
  Unknown: { icon: "?", className: "bg-slate-200 text-slate-800" },
};

function result(flag: Flag): Check {
  return flag === true ? "Pass" : flag === false ? "Fail" : "Unknown";
}

export function DiagnosticsPanel({ diagnostic }: { diagnostic: Diagnostic }) {
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">Diagnostics for code {diagnostic.invite_code || "(none)"}</caption>
        <tbody>
          {checks.map(([label, flag]) => {
            const check = result(flag(diagnostic));
            return (
              <tr key={label} className="border-t border-slate-200">
                <th scope="row" className="py-1.5 pr-4 text-left font-medium text-slate-800">
                  {label}
                </th>
                <td className="py-1.5 text-right">
                  <span className={`pill ${look[check].className}`}>
                    <span aria-hidden="true" className="mr-1">
                      {look[check].icon}
                    </span>
                    {check}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {diagnostic.all_checks_passed ? (
        <p role="status" className="mt-3 text-sm text-green-900">
          <strong>Diagnostics Passed</strong> Session appears ready for joining. Try again!
        </p>
      ) : diagnostic.message ? (
        <p className="mt-3 text-sm text-slate-800">{diagnostic.message}</p>
      ) : null}
    </div>
  );
}

/** Show/Hide Diagnostics; `open` for the failures the spec opens it on by itself. */
export function DiagnosticsToggle({ diagnostic, open }: { diagnostic: Diagnostic; open: boolean }) {
  return (
    <details className="group mt-3" open={open}>
      <summary className="btn-secondary cursor-pointer list-none text-sm [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">Show Diagnostics</span>
        <span className="hidden group-open:inline">Hide Diagnostics</span>
      </summary>
      <DiagnosticsPanel diagnostic={diagnostic} />
    </details>
  );
}
