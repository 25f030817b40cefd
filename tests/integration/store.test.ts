// The Clever Coin Store: what each viewer sees, buying (texts, burn, races) and admin handling.
import type { AppLoadContext } from "@remix-run/node";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { clevercoinTransactions, cosmetics, purchases, userBadges, userCosmetics } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { queryRows, type Queryable } from "~/db.server";
import { getBalance, ledgerMismatches, spendCoins } from "~/models/coins.server";
import { purchaseCosmetic } from "~/models/store.server";
import { action as storeAction, loader as storeLoader } from "~/routes/store";
import type { CosmeticSection } from "~/utils/cosmetics";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { callRoute, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

const ADMIN = "store_admin";

async function world(database: TestDatabase) {
  const context = testContext(database, {
    ADMIN_EMAILS: `${ADMIN}@example.com`,
  });
  await seed(context.db);
  const all = await context.db.select().from(cosmetics);
  const byKey = (key: string) => all.find((c) => c.key === key)!;
  return { context, db: context.db, byKey, all };
}

const buy = (context: AppLoadContext, cosmeticId: string, cookie?: string, url = "/store") =>
  callRoute(storeAction as RouteFn, formPost(url, { cosmeticId }, cookie ? { Cookie: cookie } : {}), context);

async function storePage(context: AppLoadContext, cookie?: string, url = "/store") {
  const response = await callRoute(storeLoader as RouteFn, get(url, cookie ? { Cookie: cookie } : {}), context);
  return (await response.json()) as {
    sections: CosmeticSection[];
    viewer: { balance: number; isAdmin: boolean } | null;
  };
}

const names = (section: CosmeticSection) => section.page.items.map((item) => item.name);
/** The store's section of frames (the second: characters come first). */
const framesOf = (page: { sections: CosmeticSection[] }) => page.sections.find((s) => s.title === "Avatar Frames")!;

/** Waits until some session of this database is blocked on a lock (PostgreSQL only). */
async function waitForLockWaiter(db: Queryable) {
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ waiting: number }>(
      db,
      sql`select count(*)::integer as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no session ever waited for the lock");
}

describeEachDatabase("store", (database, driver) => {
  it("shows the characters first, then both sections, 8 a page, without admin-exclusive items, to visitors and players", async () => {
    const { context } = await world(database());
    const guest = await storePage(context);
    expect(guest.viewer).toBeNull();
    expect(guest.sections.map((s) => [s.title, s.page.items.length, s.page.pageCount])).toEqual([
      ["Characters", 8, 4],
      ["Avatar Frames", 8, 1],
      ["Badges", 8, 1],
    ]);
    expect(guest.sections.flatMap((s) => s.page.items).some((item) => item.adminExclusive || item.owned)).toBe(false);
    expect(names(framesOf(guest))[0]).toBe("Starlight Ring"); // cheapest first

    const player = await signedInPlayer(context, { balance: 40 });
    const page = await storePage(context, player.cookie);
    expect(page.viewer).toEqual({ balance: 40, isAdmin: false });
  });

  it("buys a cosmetic: spend with 20% burned, ownership and purchase row, first-purchase badge, and the spec's toast", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context, { balance: 100 });
    const ring = byKey("frame-starlight");

    const response = await buy(context, ring.id, player.cookie, "/store?framesPage=1&badgesPage=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/store?framesPage=1&badgesPage=1");
    expect(await toastOf(response, context)).toEqual({
      title: "Purchase Successful!",
      description: "Starlight Ring is yours: −25 CC, +10 CC Smart Shopper badge. Equip it here or from your profile.",
    });

    const spend = await db
      .select()
      .from(clevercoinTransactions)
      .where(and(eq(clevercoinTransactions.userId, player.id), eq(clevercoinTransactions.transactionType, "spend")));
    expect(spend.map((t) => [t.amount, t.burned, t.referenceId, t.description])).toEqual([
      [25, 5, `cosmetic:${ring.id}`, "Purchased Starlight Ring"],
    ]);
    expect(
      await db
        .select({
          method: purchases.method,
          spent: purchases.clevercoinSpent,
          paid: purchases.amountPaid,
        })
        .from(purchases),
    ).toEqual([{ method: "clevercoin", spent: 25, paid: "0.00" }]);
    expect(await getBalance(db, player.id)).toBe(100 - 25 + 10);
    expect(await db.select().from(userBadges)).toHaveLength(1);

    const page = await storePage(context, player.cookie);
    expect(framesOf(page).page.items.find((item) => item.id === ring.id)).toMatchObject({ owned: true, equipped: false });

    // Buying it again: refused, nothing spent.
    const again = await buy(context, ring.id, player.cookie);
    expect(await toastOf(again, context)).toEqual({
      title: "Already Owned",
      description: "You already own Starlight Ring.",
    });
    expect(await getBalance(db, player.id)).toBe(85);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("says exactly how many coins are missing, and spends nothing", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context, { balance: 32 });
    const response = await buy(context, byKey("frame-blazing-fire").id, player.cookie);
    expect(await toastOf(response, context)).toEqual({
      title: "Insufficient Funds",
      description: "You need 43 more Clever Coins to purchase this item.",
    });
    expect(await getBalance(db, player.id)).toBe(32);
    expect(await db.select().from(userCosmetics)).toEqual([]);
  });

  it("refuses a Spanish reader in Spanish (coins short, a character earned by playing), and an English reader in the spec's words", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context, { balance: 32 });
    const inSpanish = (cosmeticId: string) =>
      callRoute(
        storeAction as RouteFn,
        formPost("/store", { cosmeticId }, { Cookie: player.cookie, "Accept-Language": "es-MX,es;q=0.9" }),
        context,
      );

    expect(await toastOf(await inSpanish(byKey("frame-blazing-fire").id), context)).toEqual({
      title: "No te alcanzan las monedas",
      description: "Te faltan 43 Clever Coins para comprar este artículo.",
    });
    expect(await toastOf(await inSpanish(byKey("character-bee").id), context)).toEqual({
      title: "Se gana, no se vende",
      description: "La abeja Sol no se puede comprar con monedas. Juega 3 días seguidos.",
    });
    expect(await toastOf(await buy(context, byKey("character-bee").id, player.cookie), context)).toEqual({
      title: "Earned, Not Sold",
      description: "Sunny the Bee can't be bought with coins. Play 3 days in a row.",
    });
    const refused = await inSpanish("not-a-uuid");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Elige un artículo de la tienda para comprarlo." });
    expect(await getBalance(db, player.id)).toBe(32);
  });

  it("answers 'Purchase Failed' when the ledger refuses the spend (coins spent meanwhile), and keeps nothing", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context, { balance: 60 });
    const gem = byKey("frame-gem-circle"); // 60 CC
    const spendAll = (tx: Queryable) =>
      spendCoins(tx, {
        userId: player.id,
        amount: 60,
        referenceId: null,
        description: "Spent elsewhere",
      });

    if (driver === "pglite") {
      // PGlite runs queries one at a time, in order: the purchase's balance check (60) comes
      // before the other spend, and its own spend after it.
      const [result] = await Promise.all([purchaseCosmetic(db, { id: player.id, isAdmin: false }, gem.id), spendAll(db)]);
      expect(result).toEqual({ status: "refused", name: "Gem Circle" });
    } else {
      // Another transaction spends everything and holds the profile's row lock: the purchase
      // still reads 60, then its spend waits for the lock and finds 0 once the other commits.
      // (A first visit records today's login first, so the purchase request has no streak update
      // of its own to wait for.)
      await storePage(context, player.cookie);
      let release!: () => void;
      let spent!: () => void;
      const hold = new Promise<void>((resolve) => (release = resolve));
      const spentNow = new Promise<void>((resolve) => (spent = resolve));
      const other = db.transaction(async (tx) => {
        await spendAll(tx);
        spent();
        await hold;
      });
      await spentNow;
      const purchase = buy(context, gem.id, player.cookie);
      await waitForLockWaiter(db);
      release();
      await other;
      expect(await toastOf(await purchase, context)).toEqual({
        title: "Purchase Failed",
        description: "Insufficient Clever Coins for this purchase.",
      });
    }
    expect(await db.select().from(userCosmetics)).toEqual([]);
    expect(await db.select().from(purchases)).toEqual([]);
    expect(await getBalance(db, player.id)).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("pays once when one player buys one item 30 times at once", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context, { balance: 500 });
    const frame = byKey("frame-robot-circuit");
    const results = await Promise.all(Array.from({ length: 30 }, () => purchaseCosmetic(db, { id: player.id, isAdmin: false }, frame.id)));
    expect(results.filter((r) => r.status === "purchased")).toHaveLength(1);
    expect(results.every((r) => r.status === "purchased" || r.status === "owned")).toBe(true);
    expect(await db.select().from(userCosmetics).where(eq(userCosmetics.userId, player.id))).toHaveLength(1);
    expect(await db.select().from(purchases).where(eq(purchases.userId, player.id))).toHaveLength(1);
    expect(await getBalance(db, player.id)).toBe(450);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("keeps a purchase made in Spanish in the ledger in the spec's English (the Earnings tab says it in the reader's words)", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context, { balance: 100 });
    const frame = byKey("frame-starlight");
    await callRoute(
      storeAction as RouteFn,
      formPost("/store", { cosmeticId: frame.id }, { Cookie: player.cookie, "Accept-Language": "es-MX,es;q=0.9" }),
      context,
    );
    const spends = await db
      .select({ description: clevercoinTransactions.description })
      .from(clevercoinTransactions)
      .where(and(eq(clevercoinTransactions.userId, player.id), eq(clevercoinTransactions.transactionType, "spend")));
    expect(spends).toEqual([{ description: "Purchased Starlight Ring" }]);
  });

  it("pays once when the purchase form is posted 30 times at once", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context, { balance: 100 });
    const badge = byKey("badge-gold-star");
    const responses = await Promise.all(Array.from({ length: 30 }, () => buy(context, badge.id, player.cookie)));
    const toasts = await Promise.all(responses.map((r) => toastOf(r, context)));
    expect(toasts.filter((t) => t?.title === "Purchase Successful!")).toHaveLength(1);
    expect(toasts.filter((t) => t?.title === "Already Owned")).toHaveLength(29);
    expect(await db.select().from(purchases)).toHaveLength(1);
    expect(await getBalance(db, player.id)).toBe(100 - 40 + 10); // the first-purchase badge paid once too
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("hides admin-exclusive items from players and refuses them; admins see and own everything", async () => {
    const { context, db, byKey, all } = await world(database());
    const exclusive = byKey("frame-founders-crown");
    const player = await signedInPlayer(context, { balance: 1000 });
    const refused = await buy(context, exclusive.id, player.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({
      error: "This item is not available in the store.",
    });
    expect(await getBalance(db, player.id)).toBe(1000);

    const admin = await signedInPlayer(context, { username: ADMIN });
    const page = await storePage(context, admin.cookie);
    expect(page.viewer).toEqual({ balance: 0, isAdmin: true });
    const frames = framesOf(page);
    expect(frames.page).toMatchObject({ page: 1, pageCount: 2 });
    const items = [...frames.page.items, ...framesOf(await storePage(context, admin.cookie, "/store?framesPage=2")).page.items];
    expect(items.some((item) => item.id === exclusive.id && item.owned)).toBe(true);
    expect(await db.select().from(userCosmetics).where(eq(userCosmetics.userId, admin.id))).toHaveLength(all.length);
    // Owned by grant: nothing spent, nothing bought.
    expect(await db.select().from(purchases)).toEqual([]);
    const again = await buy(context, exclusive.id, admin.cookie);
    expect(await toastOf(again, context)).toEqual({
      title: "Already Owned",
      description: `You already own ${exclusive.name}.`,
    });
  });

  it("pages each section on its own parameter and clamps pages that do not exist", async () => {
    const { context } = await world(database());
    const admin = await signedInPlayer(context, { username: ADMIN });
    const pageOf = async (url: string) => (await storePage(context, admin.cookie, url)).sections.map((s) => s.page.page);
    expect(await pageOf("/store?framesPage=2&badgesPage=1&charactersPage=3")).toEqual([3, 2, 1]);
    expect(await pageOf("/store?framesPage=99&badgesPage=2")).toEqual([1, 2, 2]);
    expect(await pageOf("/store?framesPage=abc&badgesPage=-3")).toEqual([1, 1, 1]);
    const second = framesOf(await storePage(context, admin.cookie, "/store?framesPage=2"));
    expect(names(second)).toHaveLength(1);
  });

  it("asks visitors to sign in, and never answers 500 to bad input", async () => {
    const { context, byKey } = await world(database());
    const guest = await buy(context, byKey("frame-starlight").id, undefined, "/store?badgesPage=2");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/store?badgesPage=2")}`);
    expect(await toastOf(guest, context)).toEqual({
      title: "Sign In Required",
      description: "Please sign in to purchase cosmetics.",
    });

    const player = await signedInPlayer(context, { balance: 50 });
    for (const value of [
      "",
      "not-a-uuid",
      "00000000-0000-0000-0000-000000000000",
      "'; drop table cosmetics;--",
      "\u0000",
      "x".repeat(10_000),
    ]) {
      const response = await buy(context, value, player.cookie);
      expect(response.status, JSON.stringify(value).slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const json = await callRoute(
      storeAction as RouteFn,
      new Request("http://cleverplay.test/store", {
        method: "POST",
        body: "{}",
        headers: { "Content-Type": "application/json", Cookie: player.cookie },
      }),
      context,
    );
    expect(json.status).toBe(400);
  });
});
