import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { clevercoinTransactions, profiles } from "../../drizzle/schema";
import { awardCoins, getBalance, ledgerMismatches, spendCoins } from "~/models/coins.server";
import { loader as ledgerCheck } from "~/routes/admin.ledger";
import { get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";

describeEachDatabase("Clever Coin ledger", (database) => {
  it("pays an award and records it in the ledger", async () => {
    const { db } = database();
    const player = await createPlayer(db);
    const paid = await awardCoins(db, {
      userId: player.id,
      amount: 50,
      type: "signup_bonus",
      referenceId: null,
      description: "Signup bonus",
    });
    expect(paid).toBe(true);
    expect(await getBalance(db, player.id)).toBe(50);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, player.id));
    expect(profile.tokens).toBe(50);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("pays an award with the same type and reference only once", async () => {
    const { db } = database();
    const player = await createPlayer(db);
    const award = { userId: player.id, amount: 10, type: "social_share", referenceId: "game-1:2026-11-21", description: "Shared" } as const;
    expect(await awardCoins(db, award)).toBe(true);
    expect(await awardCoins(db, award)).toBe(false);
    expect(await awardCoins(db, { ...award, referenceId: "game-1:2026-11-22" })).toBe(true);
    expect(await getBalance(db, player.id)).toBe(20);
  });

  it("spends when the balance covers it, burns 20% and refuses to go below zero", async () => {
    const { db } = database();
    const player = await createPlayer(db, { balance: 100 });
    expect(await spendCoins(db, { userId: player.id, amount: 75, referenceId: "frame-1", description: "Purchased Star Frame" })).toBe(true);
    expect(await getBalance(db, player.id)).toBe(25);
    expect(await spendCoins(db, { userId: player.id, amount: 26, referenceId: "frame-2", description: "Purchased Gold Frame" })).toBe(
      false,
    );
    expect(await getBalance(db, player.id)).toBe(25);
    const spends = await db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.transactionType, "spend"));
    expect(spends).toHaveLength(1);
    expect(spends[0]).toMatchObject({ amount: 75, burned: 15, description: "Purchased Star Frame" });
  });

  it("refuses non-positive amounts", async () => {
    const { db } = database();
    const player = await createPlayer(db, { balance: 10 });
    await expect(spendCoins(db, { userId: player.id, amount: 0, referenceId: null, description: "x" })).rejects.toThrow();
    await expect(awardCoins(db, { userId: player.id, amount: -5, type: "badge", referenceId: "b", description: "x" })).rejects.toThrow();
    expect(await getBalance(db, player.id)).toBe(10);
  });

  it("lets no other write change a balance", async () => {
    const { db } = database();
    const player = await createPlayer(db, { balance: 10 });
    await expect(db.update(profiles).set({ clevercoinBalance: 1000, tokens: 1000 }).where(eq(profiles.id, player.id))).rejects.toThrow();
    expect(await getBalance(db, player.id)).toBe(10);
    // Other profile fields stay writable.
    await db.update(profiles).set({ bio: "Loves logic puzzles" }).where(eq(profiles.id, player.id));
  });

  it("50 concurrent spends of 10 from 100 succeed exactly 10 times and leave 0", async () => {
    const { db } = database();
    const player = await createPlayer(db, { balance: 100 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        spendCoins(db, { userId: player.id, amount: 10, referenceId: `race-${i}`, description: "Race spend" }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await getBalance(db, player.id)).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("20 concurrent awards with one reference pay once", async () => {
    const { db } = database();
    const player = await createPlayer(db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        awardCoins(db, {
          userId: player.id,
          amount: 30,
          type: "daily_top_10",
          referenceId: "2026-11-20",
          description: "Daily top 10: 1st place",
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await getBalance(db, player.id)).toBe(30);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("a spend inside a transaction that fails later is undone with it", async () => {
    const { db } = database();
    const player = await createPlayer(db, { balance: 50 });
    await expect(
      db.transaction(async (tx) => {
        expect(await spendCoins(tx, { userId: player.id, amount: 40, referenceId: "item", description: "Purchased item" })).toBe(true);
        throw new Error("ownership insert failed");
      }),
    ).rejects.toThrow("ownership insert failed");
    expect(await getBalance(db, player.id)).toBe(50);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("shows administrators the live ledger check, and which balances break it", async () => {
    const handle = database();
    const context = testContext(handle, { ADMIN_EMAILS: "auditor@example.com" });
    const admin = await signedInPlayer(context, { username: "auditor", balance: 40 });
    const check = async () =>
      (await (await callRoute(ledgerCheck as RouteFn, get("/admin/ledger", { Cookie: admin.cookie }), context)).json()) as {
        count: number;
        mismatches: Array<{ id: string }>;
      };
    expect(await check()).toEqual({ count: 0, mismatches: [] });

    // A balance written around the ledger functions (their guard trigger switched off) shows up.
    const player = await createPlayer(handle.db, { balance: 10 });
    await handle.db.execute(sql`alter table profiles disable trigger user`);
    await handle.db.execute(sql`update profiles set clevercoin_balance = 999, tokens = 999 where id = ${player.id}`);
    await handle.db.execute(sql`alter table profiles enable trigger user`);
    expect(await check()).toMatchObject({ count: 1, mismatches: [{ id: player.id }] });

    const other = await signedInPlayer(context);
    expect((await callRoute(ledgerCheck as RouteFn, get("/admin/ledger", { Cookie: other.cookie }), context)).status).toBe(404);
  });
});
