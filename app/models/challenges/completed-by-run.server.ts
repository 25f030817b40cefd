/**
 * The daily challenges a finished run completed, for its results. A run completes them in the
 * transaction that finishes it (finishRun), so their ledger rows carry the run's own finishing
 * instant: the same now() as game_runs.finished_at.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";
import { catalogWords } from "~/i18n/catalog.server";

export interface RunChallenge {
  title: string;
  reward: number;
}

/** Their titles in `language` (the catalogue's words; the spec's English by default). */
export async function challengesCompletedWithRun(
  db: Queryable,
  run: { id: string; userId: string | null; finishedAt: Date | null },
  language?: string,
) {
  if (!run.userId || !run.finishedAt) return [];
  const words = catalogWords(language);
  const rows = await queryRows<RunChallenge & Record<string, unknown>>(
    db,
    sql`select c.title, t.amount as reward
          from clevercoin_transactions t
          join daily_challenges c on c.id::text = t.reference_id
         where t.user_id = ${run.userId}::uuid
           and t.reason = 'daily_challenge'
           and t.created_at = (select r.finished_at from game_runs r where r.id = ${run.id}::uuid)
         order by t.seq`,
  );
  return rows.map((row) => ({ ...row, title: words.name(row.title, row.title) }));
}
