// The integration tests' databases (tests/support/emptied-database.ts): a worker's tests hand one
// database on, from test to test and from file to file, and each test still starts from the
// migrated state, whatever the test before it did.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows, type Database } from "~/db.server";
import { seed } from "~/models/seed.server";
import { emptiedDatabases } from "../support/emptied-database";
import { drivers } from "../support/fresh-database";

const clientOf = (db: Database) => (db as unknown as { $client: unknown }).$client;

async function rows(db: Database, table: string): Promise<number> {
  return Number((await queryRows<{ n: string }>(db, sql.raw(`select count(*) as n from ${table}`)))[0].n);
}

describe.each(drivers)("a worker's databases [%s]", (driver) => {
  it("hand the next test, in this file or the next, an empty database, its sequences restarted, and a new one after a test dropped a table", async () => {
    const databases = emptiedDatabases(driver);
    // The databases of the worker's next file.
    const nextFile = emptiedDatabases(driver);
    const first = await databases.take();
    await seed(first.db);
    await first.db.execute(sql`insert into users (email, email_verified) values ('mia@example.com', true)`);
    await first.db.execute(sql`select nextval('clevercoin_transactions_seq_seq')`);
    expect(await rows(first.db, "games")).toBeGreaterThan(0);
    await databases.giveBack(first);

    // The same database, emptied: no catalogue, no user, the ledger's order starting at 1 again.
    const second = await databases.take();
    expect(clientOf(second.db)).toBe(clientOf(first.db));
    expect(await rows(second.db, "games")).toBe(0);
    expect(await rows(second.db, "users")).toBe(0);
    const [{ next }] = await queryRows<{ next: string }>(second.db, sql`select nextval('clevercoin_transactions_seq_seq') as next`);
    expect(Number(next)).toBe(1);
    await second.db.execute(sql`insert into users (email, email_verified) values ('leo@example.com', true)`);
    await databases.giveBack(second);

    // The next file's first test: the same database again, emptied, with no open of a new copy.
    const third = await nextFile.take();
    expect(clientOf(third.db)).toBe(clientOf(first.db));
    expect(await rows(third.db, "users")).toBe(0);
    await third.db.execute(sql`drop table daily_challenges cascade`);
    await nextFile.giveBack(third);

    // A test that changed the schema leaves its database behind: the next gets a new copy, whole.
    const fourth = await nextFile.take();
    expect(clientOf(fourth.db)).not.toBe(clientOf(third.db));
    expect(await rows(fourth.db, "daily_challenges")).toBe(0);
    await nextFile.giveBack(fourth);
  });
});
