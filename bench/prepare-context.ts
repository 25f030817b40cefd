/**
 * What every prepare hook (./prepare.ts, ./class-page.ts, ./class-races.ts, ./realtime.ts) is
 * given, and the players they insert and sign in straight in the database.
 */
import type { AppLoadContext } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../app/db.server";
import { parseEnv } from "../app/env.server";
import { createSignInSession } from "../app/models/auth.server";
import type { SignedInPlayer } from "./sign-in";

export interface PrepareContext {
  /** http://127.0.0.1:PORT of the running app (unchanged by withDatabase). */
  baseUrl: string;
  driver: "postgres" | "pglite";
  /** BENCH_DATABASE_URL, on PostgreSQL. */
  databaseUrl?: string;
  /** The server's DATA_DIR (temporary). On PGlite the database lives in `${dataDir}/pglite`. */
  dataDir: string;
  /**
   * Runs `work` with a drizzle database connected to the app's database, then closes it.
   * PostgreSQL: a separate connection while the server runs. PGlite (one process at a time):
   * the server is stopped for the duration and started again after, at the same address.
   */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** One line in the harness output. */
  log(message: string): void;
  /** The signed-in player, once signInPlayer has run. */
  player?: SignedInPlayer;
  /** Paths a hook made (a class's page): a route or page path names one as `{key}`. */
  paths: Record<string, string>;
}

export type PrepareHook = (context: PrepareContext) => Promise<void>;

/**
 * `count` players named `${prefix}_1` ... (users and profiles; one in ten private, every profile at
 * 0 coins as the ledger requires) in one statement, so it is quick on PGlite too. Their ids, in
 * name order. `prefix` is a plain word (no "-" or "_").
 */
export async function insertPlayers(db: Database, prefix: string, count: number): Promise<string[]> {
  const rows = await queryRows<{ id: string; n: number }>(
    db,
    sql`
      with new_users as (
        insert into users (email, email_verified)
        select ${prefix} || '-' || g || '@example.com', true from generate_series(1, ${count}::integer) as g
        returning id, split_part(split_part(email, '@', 1), '-', 2) as n
      )
      insert into profiles (id, username, display_name, is_public)
      select id, ${prefix} || '_' || n, 'Bench Player ' || n, n::integer % 10 <> 0 from new_users
      returning id, split_part(username, '_', 2)::integer as n`,
  );
  return rows.sort((a, b) => a.n - b.n).map((row) => row.id);
}

/**
 * Makes `cp_session=...` cookies for players of insertPlayers, as signing in would, valid on the
 * running server (createSignInSession reads only the database and the cookie settings).
 */
export function signInCookies(db: Database, context: PrepareContext): (userId: string) => Promise<string> {
  const appContext = { db, env: parseEnv({ DATA_DIR: context.dataDir }) } as unknown as AppLoadContext;
  const request = new Request(context.baseUrl);
  return async (userId) => (await createSignInSession(request, appContext, userId)).split(";")[0];
}
