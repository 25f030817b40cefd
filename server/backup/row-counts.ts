import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "../../app/db.server";

/** Rows in every table of the public and drizzle schemas, by "schema.table": what a restore must reproduce. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables
         where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ count }] = await queryRows<{ count: number }>(db, sql.raw(`select count(*)::int as count from ${name}`));
    counts[name] = count;
  }
  return counts;
}
