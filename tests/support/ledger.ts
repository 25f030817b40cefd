import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";

/** What a user earned for one reason ('game_completion', 'badge', ...): other rewards aside. */
export async function earnedFor(db: Queryable, userId: string, reason: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::integer as total from clevercoin_transactions
         where user_id = ${userId}::uuid and transaction_type = 'earn' and reason = ${reason}`,
  );
  return Number(row.total);
}
