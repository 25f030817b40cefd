import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";

/** Session counts for admins: total, with a guest (any), orphaned (no host), expired. */
export async function sessionStatistics(db: Queryable) {
  const [row] = await queryRows<{
    total: number;
    with_player2: number;
    orphaned: number;
    expired: number;
  }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where exists (select 1 from session_seats s where s.session_id = multiplayer_sessions.id and s.seat > 1))::int as with_player2,
               count(*) filter (where player1_id is null and status in ('active', 'waiting'))::int as orphaned,
               count(*) filter (where status = 'expired')::int as expired
          from multiplayer_sessions`,
  );
  return {
    total: row.total,
    withPlayer2: row.with_player2,
    orphaned: row.orphaned,
    expired: row.expired,
  };
}
