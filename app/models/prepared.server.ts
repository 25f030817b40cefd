/**
 * Hot queries built once per database instead of on every call. Building a query's SQL in drizzle
 * costs more of our CPU than PostgreSQL takes to run it: every answer of every game ran two such
 * builds (the class-race bench showed them at a fifth of the server's time). In a transaction the
 * query is built for it each time: a query prepared on the database would run outside it.
 */
import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db.server";

export function preparedPerDatabase<Q>(prepare: (db: Queryable) => Q): (db: Queryable) => Q {
  const prepared = new WeakMap<Queryable, Q>();
  return (db) => {
    if (is(db, PgTransaction)) return prepare(db);
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}
