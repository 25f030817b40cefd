/**
 * The join diagnostics: the spec's seven checks, each Pass, Fail or Unknown (not reached), and
 * what they add up to. The toggle is a <details> so it opens and closes without JavaScript.
 */
import { useTranslation } from "react-i18next";
import type { Diagnostic } from "~/models/multiplayer/join.server";
import { diagnosticWords } from "~/utils/join";

type Check = "Pass" | "Fail" | "Unknown";
type Flag = boolean | null | undefined;

const checks: Array<[label: string, flag: (d: Diagnostic) => Flag]> = [
  // session_found is false both when no session has the code and when the lookup never ran
  // (a bad code, a missing sign-in): only the first is a Fail.
  ["diagnostics.found", (d) => (d.session_found ? true : d.error === "session_not_found" ? false : null)],
  ["diagnostics.active", (d) => d.status_check],
  ["diagnostics.notExpired", (d) => d.expiry_check],
  ["diagnostics.notOwn", (d) => d.own_session_check],
  ["diagnostics.available", (d) => d.capacity_check],
  ["diagnostics.profile", (d) => d.user_profile_check],
  ["diagnostics.game", (d) => d.game_exists_check],
];

const look: Record<Check, { icon: string; className: string; word: string }> = {
  Pass: { icon: "✓", className: "bg-green-100 text-green-900", word: "diagnostics.pass" },
  Fail: { icon: "✗", className: "bg-red-100 text-red-900", word: "diagnostics.fail" },
  Unknown: { icon: "?", className: "bg-slate-200 text-slate-800", word: "diagnostics.unknown" },
};

function result(flag: Flag): Check {
  return flag === true ? "Pass" : flag === false ? "Fail" : "Unknown";
}

export function DiagnosticsPanel({ diagnostic }: { diagnostic: Diagnostic }) {
  const { t } = useTranslation("race");
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">
          {t("diagnostics.caption", { code: diagnostic.invite_code || t("diagnostics.noCode") })}
        </caption>
        <tbody>
          {checks.map(([label, flag]) => {
            const check = result(flag(diagnostic));
            return (
              <tr key={label} className="border-t border-slate-200">
                <th scope="row" className="py-1.5 pr-4 text-left font-medium text-slate-800">
                  {t(label)}
                </th>
                <td className="py-1.5 text-right">
                  <span className={`pill ${look[check].className}`}>
                    <span aria-hidden="true" className="mr-1">
                      {look[check].icon}
                    </span>
                    {t(look[check].word)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {diagnostic.all_checks_passed ? (
        <p role="status" className="mt-3 text-sm text-green-900">
          <strong>{t("diagnostics.passed")}</strong> {t("diagnostics.ready")}
        </p>
      ) : diagnostic.message ? (
        <p className="mt-3 text-sm text-slate-800">{diagnosticWords(diagnostic, t)}</p>
      ) : null}
    </div>
  );
}

/** Show/Hide Diagnostics; `open` for the failures the spec opens it on by itself. */
export function DiagnosticsToggle({ diagnostic, open }: { diagnostic: Diagnostic; open: boolean }) {
  const { t } = useTranslation("race");
  return (
    <details className="group mt-3" open={open}>
      <summary className="btn-secondary cursor-pointer list-none text-sm [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">{t("diagnostics.show")}</span>
        <span className="hidden group-open:inline">{t("diagnostics.hide")}</span>
      </summary>
      <DiagnosticsPanel diagnostic={diagnostic} />
    </details>
  );
}
