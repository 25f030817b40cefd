import type { EarningRule } from "~/models/earning-rules.server";
import type { LedgerLine } from "~/models/profile-view.server";
import { formatDate } from "~/utils/dates";
import { PanelTitle } from "./PanelTitle";

/** How coins are earned, and the player's last transactions. */
export function EarningsPanel({ rules, transactions }: { rules: readonly EarningRule[]; transactions: LedgerLine[] }) {
  return (
    <section>
      <PanelTitle>Earnings</PanelTitle>
      <h3 className="mt-4 text-lg font-bold text-slate-900">How to earn Clever Coins</h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {rules.map((rule) => (
          <li key={rule.title} className="card p-4">
            <p className="font-semibold text-slate-900">{rule.title}</p>
            <p className="mt-1 text-sm text-slate-700">{rule.detail}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-lg font-bold text-slate-900">Recent transactions</h3>
      {transactions.length === 0 ? (
        <p className="mt-2 text-slate-700">No transactions yet. Play a game or complete a challenge to earn your first Clever Coins.</p>
      ) : (
        <TransactionTable transactions={transactions} />
      )}
    </section>
  );
}

function TransactionTable({ transactions }: { transactions: LedgerLine[] }) {
  return (
    <div className="card mt-2 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">Your last {transactions.length} Clever Coin transactions, newest first</caption>
        <thead className="border-b border-slate-200 text-sm text-slate-700">
          <tr>
            {/* On a phone the date goes under the description, so the amount stays on the screen. */}
            <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Description
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {transactions.map((t) => (
            <tr key={t.id}>
              <td className="hidden whitespace-nowrap px-4 py-2 text-slate-700 sm:table-cell">{formatDate(t.day)}</td>
              <td className="px-4 py-2 text-slate-900">
                {t.description}
                <span className="block text-sm text-slate-700 sm:hidden">{formatDate(t.day)}</span>
              </td>
              <td className={`whitespace-nowrap px-4 py-2 text-right font-semibold ${t.amount < 0 ? "text-red-800" : "text-green-800"}`}>
                {t.amount < 0 ? `−${-t.amount}` : `+${t.amount}`} CC
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
