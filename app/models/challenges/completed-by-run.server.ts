/**
 * The daily challenges a finished run completed, for its results. A run completes them in the
 * transaction that finishes it (finishRun), so their ledger rows carry the run's own finishing
 * instant: the same now() as game_runs.finished_at.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";

export interface RunChallenge {
  title: string;
  reward: number;
}

export async function challengesCompletedWithRun(db: Queryable, run: { id: string; userId: string | null; finishedAt: Date | null }) {
  if (!run.userId || !run.finishedAt) return [];
  return queryRows<RunChallenge & Record<string, unknown>>(
    db,
    sql`select c.title, t.amount as reward
          from clevercoin_transactions t
          join daily_challenges c on c.id::text = t.reference_id
         where t.user_id = ${run.userId}::uuid
           and t.reason = 'daily_challenge'
           and t.created_at = (select r.finished_at from game_runs r where r.id = ${run.id}::uuid)
         order by t.seq`,
  );
}
