import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";

/**
 * The ledger invariant, for every user: balance = earned − spent, tokens = balance, and never
 * negative. Returns the profiles that break it (none, when all is well).
 */
export async function ledgerMismatches(db: Queryable) {
  return queryRows(
    db,
    sql`select p.id, p.clevercoin_balance, p.tokens,
               coalesce(sum(case when t.transaction_type = 'earn' then t.amount else -t.amount end), 0) as ledger
          from profiles p left join clevercoin_transactions t on t.user_id = p.id
         group by p.id
        having p.clevercoin_balance <> coalesce(sum(case when t.transaction_type = 'earn' then t.amount else -t.amount end), 0)
            or p.tokens <> p.clevercoin_balance
            or p.clevercoin_balance < 0`,
  );
}

/** What the ledger paid `userId` for one reason (game_completion, daily_challenge, ...), in CC. */
export async function earnedFor(db: Queryable, userId: string, reason: string) {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::integer as total from clevercoin_transactions
         where user_id = ${userId} and transaction_type = 'earn' and reason = ${reason}`,
  );
  return row.total;
}
