/**
 * A worker's databases on one driver, handed from test to test: a test's database is emptied back
 * to the migrated state after it (every row deleted, sequences restarted) and lent to the next, in
 * place of a new copy of the template each test. Opening a PGlite copy costs 0.7-3 s of CPU and a
 * PostgreSQL one a `create database` and a `drop database` (0.5-3 s); emptying costs 50-150 ms
 * (docs/suite-timings.md). The next test may be in the worker's next file: vitest runs a worker's
 * files one after another in one module graph (`isolate: false`), so the spare outlives its file
 * and the next file's first test takes it (docs/decisions/suite-speed-tenth-pass.md). The last
 * spare goes with the worker; its PostgreSQL database is dropped by the global setup's teardown
 * (tests/support/migrated-once.ts).
 *
 * A database is not handed on, but closed as before, when its test did what emptying cannot undo
 * or a later test could meet: changed the schema (a dropped or renamed table, a trigger turned
 * off: the catalogue's fingerprint differs), listened for notifications (a session hub), read
 * `source` or `url` (a backup, a second connection, a server on it), or closed it.
 */
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { queryRows, type Database } from "~/db.server";
import * as schema from "../../drizzle/schema";
import { freshDatabase, type Driver, type TestDatabase } from "./fresh-database";

/** What the schema is made of: tables, columns, defaults, triggers (on or off), constraints, functions, enum values. */
const FINGERPRINT = sql`select md5(string_agg(item, ',' order by item)) as fingerprint from (
  select concat_ws(' ', 'c', n.nspname, c.relname, c.relkind) as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
  union all select concat_ws(' ', 'a', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull)
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
  union all select concat_ws(' ', 'd', adrelid::regclass, adnum, pg_get_expr(adbin, adrelid)) from pg_attrdef
  union all select concat_ws(' ', 't', tgrelid::regclass, tgname, tgenabled) from pg_trigger
  union all select concat_ws(' ', 'k', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint
    where connamespace = 'public'::regnamespace
  union all select concat_ws(' ', 'p', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p where p.pronamespace = 'public'::regnamespace
  union all select concat_ws(' ', 'e', enumtypid::regtype, enumlabel) from pg_enum
) items`;

const RESTART_SEQUENCES = sql`select setval(s.seqrelid, s.seqstart, false)
  from pg_sequence s join pg_class c on c.oid = s.seqrelid where c.relnamespace = 'public'::regnamespace`;

async function fingerprintOf(db: Database): Promise<string> {
  return (await queryRows<{ fingerprint: string }>(db, FINGERPRINT))[0].fingerprint;
}

/** The migrated state, read from a fresh copy: its schema's fingerprint, its tables, and whether they are all empty. */
async function templateOf(db: Database) {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    )
  ).map(({ name }) => `"${name}"`);
  const [{ rows }] = await queryRows<{ rows: string | number }>(
    db,
    sql.raw(`select ${tables.map((table) => `(select count(*) from ${table})`).join(" + ")} as rows`),
  );
  return { fingerprint: await fingerprintOf(db), tables, empty: Number(rows) === 0 };
}

type Template = Awaited<ReturnType<typeof templateOf>>;

/**
 * Every row of every table deleted in one statement, foreign keys and triggers aside (a replica's
 * session does not fire them: the ledger's guards would refuse), then the sequences restarted.
 */
async function empty(db: Database, { tables }: Template) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`with ${tables.map((table, i) => `d${i} as (delete from ${table})`).join(", ")} select 1`));
  });
  await db.execute(RESTART_SEQUENCES);
}

/** A handle of its own for one test: new drizzle instances (the process's kept reads are per instance) on the same connections. */
function lend(handle: TestDatabase, touched: () => void): TestDatabase {
  const again = (db: Database) => {
    const client = (db as unknown as { $client: never }).$client;
    return (handle.driver === "pglite" ? drizzlePglite(client, { schema }) : drizzlePostgres(client, { schema })) as unknown as Database;
  };
  const db = again(handle.db);
  const lent: TestDatabase = {
    ...handle,
    db,
    realtimeDb: handle.realtimeDb === handle.db ? db : again(handle.realtimeDb),
    listen: (channel, callback) => (touched(), handle.listen(channel, callback)),
    close: async () => touched(),
    dispose: async () => touched(),
  };
  for (const key of ["source", "url"] as const) {
    Object.defineProperty(lent, key, { get: () => (touched(), handle[key]) });
  }
  return lent;
}

/** The worker's migrated state and its one emptied database per driver, kept from file to file. */
const templates = new Map<Driver, Template>();
const spares = new Map<Driver, TestDatabase>();

export function emptiedDatabases(driver: Driver) {
  const lending = new Map<TestDatabase, { handle: TestDatabase; touched: boolean }>();

  return {
    /** A database in the migrated state, for one test. */
    async take(): Promise<TestDatabase> {
      let handle = spares.get(driver);
      spares.delete(driver);
      if (!handle) {
        handle = await freshDatabase(driver);
        if (!templates.has(driver)) templates.set(driver, await templateOf(handle.db));
      }
      const loan = { handle, touched: false };
      const lent = lend(handle, () => void (loan.touched = true));
      lending.set(lent, loan);
      return lent;
    },

    /** After the test: emptied and kept for the next one, or closed (see above). */
    async giveBack(lent: TestDatabase) {
      const loan = lending.get(lent)!;
      lending.delete(lent);
      const { handle } = loan;
      const template = templates.get(driver)!;
      try {
        if (!loan.touched && template.empty && !spares.has(driver) && (await fingerprintOf(handle.db)) === template.fingerprint) {
          await empty(handle.db, template);
          spares.set(driver, handle);
          return;
        }
      } catch {
        // Not emptied (a connection the test broke): closed below, the next test gets a new copy.
      }
      await handle.dispose();
    },
  };
}
