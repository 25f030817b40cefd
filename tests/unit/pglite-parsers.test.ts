/**
 * PGlite is patched (patches/@electric-sql+pglite+*.patch) so that a query's own type parsers
 * (drizzle passes some with every query) are laid over the database's ~300 parsers instead of
 * copied into a new object with them, which cost about 0.1 ms a query. What a query reads must
 * not change: its own parsers first, then the database's.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

const pg = new PGlite();
afterAll(() => pg.close());

describe("PGlite's result parsers", () => {
  it("are patched (the patch applied at install)", () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    expect(readFileSync(path.join(dist, "chunk-Y6PULSM7.js"), "utf8")).toContain("Object.assign(Object.create(t),n.parsers)");
  });

  it("read a query's own parsers first, then the database's, as before", async () => {
    const query = `select '2026-11-26 08:00:00+00'::timestamptz as at, array[1, 2]::int[] as numbers, 5::int4 as five,
                          '{"a": 1}'::json as doc, 'x'::text as letter`;
    const own = { 1184: (value: string) => `as sent: ${value}`, 25: (value: string) => value.toUpperCase() };
    for (let i = 0; i < 2; i++) {
      const [row] = (await pg.query(query, [], { parsers: own })).rows;
      expect(row).toEqual({ at: "as sent: 2026-11-26 08:00:00+00", numbers: [1, 2], five: 5, doc: { a: 1 }, letter: "X" });
      // Another query's parsers do not linger.
      const [plain] = (await pg.query(query)).rows as { at: unknown; letter: unknown }[];
      expect(plain.at).toBeInstanceOf(Date);
      expect(plain.letter).toBe("x");
    }
  });
});
