import type { Queryable } from "~/db.server";

/** Every kept read's values, so that the seed can forget them all at once. */
const allKept: WeakMap<object, unknown>[] = [];

/**
 * Data that changes only with a deploy or the catalogue seed (the games, the blog posts): read
 * once per database and kept in this process. The promise of the rows is kept, never the query
 * itself: a drizzle query runs again at every `await`. A failed read is not kept, so the next
 * request tries again.
 */
export function keptRead<T>(read: (db: Queryable) => PromiseLike<T>): (db: Queryable) => Promise<T> {
  const kept = new WeakMap<object, Promise<T>>();
  allKept.push(kept);
  return (db) => {
    let value = kept.get(db);
    if (!value) {
      value = Promise.resolve(read(db));
      kept.set(db, value);
      value.catch(() => kept.delete(db));
    }
    return value;
  };
}

/** After the seed changed the catalogue's rows: every kept read loads again. */
export function forgetKeptReads(db: Queryable): void {
  for (const kept of allKept) kept.delete(db);
}
