/**
 * /admin/ledger: the Clever Coin ledger's invariant, checked live for administrators — every
 * balance equals its earnings minus its spending and is never negative.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ledgerMismatches } from "~/models/coins.server";
import { requireAdmin } from "~/models/auth.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta({ title: "Ledger Check", description: "Clever Coin balances against the ledger." });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const mismatches = await ledgerMismatches(context.db);
  return json({ mismatches: mismatches.slice(0, 50), count: mismatches.length });
}

export default function LedgerCheck() {
  const { mismatches, count } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Ledger Check</h1>
      {count === 0 ? (
        <p role="status" className="mt-6 rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-900">
          All balances match the ledger.
        </p>
      ) : (
        <>
          <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-900">
            {count} {count === 1 ? "balance does" : "balances do"} not match the ledger.
          </p>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-2">Player id</th>
                <th>Balance</th>
                <th>Tokens</th>
                <th>Ledger</th>
              </tr>
            </thead>
            <tbody>
              {mismatches.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <td className="py-2 font-mono">{row.id}</td>
                  <td>{row.clevercoin_balance}</td>
                  <td>{row.tokens}</td>
                  <td>{row.ledger}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
