import type { EarningRule } from "~/models/earning-rules.server";
import type { LedgerLine } from "~/models/profile-view.server";
import { useTranslation } from "react-i18next";
import { formatDay } from "~/i18n/format";
import { PanelTitle } from "./PanelTitle";

/** How coins are earned, and the player's last transactions. */
export function EarningsPanel({ rules, transactions }: { rules: readonly EarningRule[]; transactions: LedgerLine[] }) {
  const { t } = useTranslation("profile");
  return (
    <section>
      <PanelTitle>{t("tabs.earnings")}</PanelTitle>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{t("earnings.howTo")}</h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {rules.map((rule) => (
          <li key={rule.title} className="card p-4">
            <p className="font-semibold text-slate-900">{rule.title}</p>
            <p className="mt-1 text-sm text-slate-700">{rule.detail}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-lg font-bold text-slate-900">{t("earnings.recent")}</h3>
      {transactions.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("earnings.none")}</p>
      ) : (
        <TransactionTable transactions={transactions} />
      )}
    </section>
  );
}

function TransactionTable({ transactions }: { transactions: LedgerLine[] }) {
  const { t, i18n } = useTranslation("profile");
  return (
    <div className="card mt-2 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{t("earnings.caption", { count: transactions.length })}</caption>
        <thead className="border-b border-slate-200 text-sm text-slate-700">
          <tr>
            {/* On a phone the date goes under the description, so the amount stays on the screen. */}
            <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
              {t("earnings.date")}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t("earnings.description")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {t("earnings.amount")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {transactions.map((line) => (
            <tr key={line.id}>
              <td className="hidden whitespace-nowrap px-4 py-2 text-slate-700 sm:table-cell">{formatDay(line.day, i18n.language)}</td>
              <td className="px-4 py-2 text-slate-900">
                {line.description}
                <span className="block text-sm text-slate-700 sm:hidden">{formatDay(line.day, i18n.language)}</span>
              </td>
              <td className={`whitespace-nowrap px-4 py-2 text-right font-semibold ${line.amount < 0 ? "text-red-800" : "text-green-800"}`}>
                {line.amount < 0 ? t("earnings.spent", { amount: -line.amount }) : t("earnings.earned", { amount: line.amount })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
