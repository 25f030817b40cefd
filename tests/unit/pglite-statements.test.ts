/**
 * PGlite is patched (patches/@electric-sql+pglite+*.patch) so that a query's text is parsed once,
 * as a named statement, and its later runs only bind and execute it: without it PostgreSQL parsed
 * and planned every signed-in page's session lookup again. What a query returns must not change,
 * errors must not break the statements kept, and the number kept is bounded.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const pg = new PGlite();
afterAll(() => pg.close());
beforeAll(async () => {
  await pg.exec(`create table pupils (id text primary key, score int not null);
                 insert into pupils select 'p' || g, g from generate_series(1, 50) g;`);
});

const byId = "select id, score from pupils where id = $1";

async function kept(text: string): Promise<number> {
  const { rows } = await pg.query<{ count: number }>("select count(*)::int as count from pg_prepared_statements where statement = $1", [
    text,
  ]);
  return rows[0].count;
}

describe("PGlite's kept statements", () => {
  it("parse a query once and run it again with new values", async () => {
    expect((await pg.query(byId, ["p5"])).rows).toEqual([{ id: "p5", score: 5 }]);
    expect((await pg.query(byId, ["p6"])).rows).toEqual([{ id: "p6", score: 6 }]);
    expect((await pg.query(byId, ["nobody"])).rows).toEqual([]);
    expect(await kept(byId)).toBe(1);
  });

  it("stay usable after a query fails, in or out of a transaction", async () => {
    const insert = "insert into pupils (id, score) values ($1, $2)";
    await pg.query(insert, ["new-1", 1]);
    await expect(pg.query(insert, ["new-1", 1])).rejects.toMatchObject({ code: "23505" });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(insert, ["new-2", 2]);
        await tx.query(insert, ["new-2", 2]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    await pg.query(insert, ["new-3", 3]);
    expect((await pg.query("select id from pupils where id like 'new-%' order by id")).rows).toEqual([{ id: "new-1" }, { id: "new-3" }]);
    expect(await kept(insert)).toBe(1);
  });

  it("are parsed again when their table changed under them, or were dropped", async () => {
    const scores = "select score from pupils where id = $1";
    expect((await pg.query(scores, ["p7"])).rows).toEqual([{ score: 7 }]);
    await pg.exec("alter table pupils alter column score type text");
    expect((await pg.query(scores, ["p7"])).rows).toEqual([{ score: "7" }]);
    await pg.exec("deallocate all");
    expect((await pg.query(scores, ["p8"])).rows).toEqual([{ score: "8" }]);
    await pg.exec("alter table pupils alter column score type int using score::int");
    // In a transaction the error has aborted it: it is the caller's, and the next query parses afresh.
    await expect(pg.transaction((tx) => tx.query(scores, ["p9"]))).rejects.toMatchObject({ code: "0A000" });
    expect((await pg.query(scores, ["p9"])).rows).toEqual([{ score: 9 }]);
  });

  it("are the most recently used 256 at most", async () => {
    const texts = Array.from({ length: 300 }, (_, i) => `select $1::int + ${i} as total`);
    for (const [i, text] of texts.entries()) expect((await pg.query(text, [i])).rows).toEqual([{ total: 2 * i }]);
    await pg.query(byId, ["p1"]);
    const { rows } = await pg.query<{ count: number }>("select count(*)::int as count from pg_prepared_statements");
    expect(rows[0].count).toBeLessThanOrEqual(257);
    expect(await kept(texts[0])).toBe(0);
    expect(await kept(texts[299])).toBe(1);
    expect(await kept(byId)).toBe(1);
  });

  it("leave a query with its own parameter types unkept, beside the kept one of the same text", async () => {
    const text = "select $1 as value";
    expect((await pg.query(text, ["a"])).rows).toEqual([{ value: "a" }]);
    expect((await pg.query(text, [3], { paramTypes: [23] })).rows).toEqual([{ value: 3 }]);
    expect((await pg.query(text, ["b"])).rows).toEqual([{ value: "b" }]);
    expect(await kept(text)).toBe(1);
  });
});
