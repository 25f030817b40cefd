// Premium games: buying with coins (rules, texts, burn, races) and by card through the real
// stripe SDK against the fake Stripe (Checkout session, signed webhooks, the success page).
import type { AppLoadContext } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  clevercoinTransactions,
  games,
  parentalConsents,
  processedPaymentEvents,
  profiles,
  purchases,
  transactions,
  userOwnedGames,
} from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { getBalance } from "~/models/coins.server";
import { ownsGame } from "~/models/owned-games.server";
import { approveConsent } from "~/models/parental-consent.server";
import { PAYMENT_RETURN_MAX_ATTEMPTS, purchaseWithCoins } from "~/models/premium.server";
import { loader as paymentLoader, meta as paymentMeta } from "~/routes/payment-success";
import { action as purchaseAction, loader as purchaseLoader } from "~/routes/premium.purchase";
import { action as webhookAction } from "~/routes/stripe.webhook";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { startFakeStripe, type FakeStripe, type SignedDelivery } from "../support/fake-stripe";
import { createPlayer } from "../support/fixtures";
import { callRoute, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

const WEBHOOK_SECRET = "whsec_test_premium";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await fake?.close();
});

function stripeEnv(overrides: Record<string, string> = {}) {
  return {
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    ...overrides,
  };
}

async function world(database: TestDatabase, env: Record<string, string> = stripeEnv()) {
  const context = testContext(database, env);
  await seed(context.db);
  const [blitz] = await context.db.select().from(games).where(eq(games.slug, "brain-blitz"));
  const [logic] = await context.db.select().from(games).where(eq(games.slug, "logic-lab"));
  return { context, db: context.db, blitz, logic };
}

const buy = (context: AppLoadContext, fields: Record<string, string>, cookie?: string) =>
  callRoute(purchaseAction as RouteFn, formPost("/premium/purchase", fields, cookie ? { Cookie: cookie } : {}), context);

function deliver(context: AppLoadContext, delivery: Pick<SignedDelivery, "payload" | "signature">) {
  const request = new Request("http://cleverplay.test/stripe/webhook", {
    method: "POST",
    body: delivery.payload,
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": delivery.signature,
    },
  });
  return callRoute(webhookAction as RouteFn, request, context);
}

async function successPage(context: AppLoadContext, query: string) {
  const response = await callRoute(paymentLoader as RouteFn, get(`/payment-success?${query}`), context);
  // The page's title and description (meta) aside: what it shows.
  const data = (await response.json()) as { meta: unknown; state: string; playHref?: string; refreshHref?: string };
  const { meta: _meta, ...view } = data;
  return { status: response.status, data, view };
}

/** A Checkout session created through the purchase route, as the card button does. */
async function startCardCheckout(context: AppLoadContext, gameId: string, cookie: string) {
  const response = await buy(context, { intent: "card", gameId }, cookie);
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(location)?.[1];
  expect(sessionId, location).toBeTruthy();
  return sessionId!;
}

describeEachDatabase("premium purchase with coins", (database, driver) => {
  it("needs sign-in, a premium game, no prior ownership and 1000 CC, with the spec's texts", async () => {
    const { context, blitz, logic } = await world(database());
    const back = "/play/premium/brain-blitz";

    const anonymous = await buy(context, { intent: "coins", gameId: blitz.id });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
    expect(await toastOf(anonymous, context)).toEqual({
      title: "Login Required",
      description: "Please login to purchase this game.",
    });

    const poor = await signedInPlayer(context, { balance: 999 });
    const short = await buy(context, { intent: "coins", gameId: blitz.id }, poor.cookie);
    expect(short.headers.get("Location")).toBe(back);
    expect(await toastOf(short, context)).toEqual({
      title: "Purchase Failed",
      description: "Insufficient CleverCoin: You need 1000 CC to purchase this game. You have 999 CC.",
    });
    expect(await getBalance(context.db, poor.id)).toBe(999);

    const rich = await signedInPlayer(context, { balance: 1500 });
    expect((await toastOf(await buy(context, { intent: "coins", gameId: logic.id }, rich.cookie), context))?.title).toBe(
      "Not a Premium Game",
    );

    const bought = await buy(context, { intent: "coins", gameId: blitz.id }, rich.cookie);
    expect(bought.status).toBe(303);
    expect(bought.headers.get("Location")).toBe(back);
    expect(await toastOf(bought, context)).toEqual({
      title: "Purchase Successful!",
      description: "You can now play your premium game! −1000 CC, +10 CC Smart Shopper badge.",
    });
    expect(await ownsGame(context.db, rich.id, blitz.id)).toBe(true);

    const again = await buy(context, { intent: "coins", gameId: blitz.id }, rich.cookie);
    expect((await toastOf(again, context))?.title).toBe("Already Owned");
    const card = await buy(context, { intent: "card", gameId: blitz.id }, rich.cookie);
    expect((await toastOf(card, context))?.title).toBe("Already Owned");
    expect(await getBalance(context.db, rich.id)).toBe(500 + 10); // the first purchase's badge
  });

  it("spends 1000 CC (200 burned) and writes ownership and purchase rows together", async () => {
    const { db, blitz } = await world(database());
    const player = await createPlayer(db, { balance: 1000 });
    expect(await purchaseWithCoins(db, { userId: player.id, game: blitz })).toEqual({ status: "purchased", price: 1000 });

    expect(await getBalance(db, player.id)).toBe(0);
    const spends = await db
      .select()
      .from(clevercoinTransactions)
      .where(and(eq(clevercoinTransactions.userId, player.id), eq(clevercoinTransactions.transactionType, "spend")));
    expect(spends.map((s) => [s.amount, s.burned, s.referenceId, s.description])).toEqual([
      [1000, 200, `game:${blitz.id}`, "Purchased Brain Blitz"],
    ]);
    const owned = await db.select().from(userOwnedGames).where(eq(userOwnedGames.userId, player.id));
    expect(owned.map((o) => [o.gameId, o.purchasePrice, o.transactionId])).toEqual([[blitz.id, "1000.00", null]]);
    const bought = await db.select().from(purchases).where(eq(purchases.userId, player.id));
    expect(bought.map((p) => [p.gameId, p.method, p.clevercoinSpent, p.cosmeticId])).toEqual([[blitz.id, "clevercoin", 1000, null]]);
  });

  it("charges once when the same player buys many times at once", async () => {
    const { context, db, blitz } = await world(database());
    const many = driver === "postgres" ? 12 : 4;
    for (const balance of [5000, 1000]) {
      const player = await signedInPlayer(context, { balance: balance });
      const responses = await Promise.all(
        Array.from({ length: many }, () => buy(context, { intent: "coins", gameId: blitz.id }, player.cookie)),
      );
      const titles = await Promise.all(responses.map(async (r) => (await toastOf(r, context))?.title));
      expect(
        titles.filter((t) => t === "Purchase Successful!"),
        `balance ${balance}`,
      ).toHaveLength(1);
      expect(
        titles.filter((t) => t === "Already Owned"),
        `balance ${balance}`,
      ).toHaveLength(many - 1);
      expect(await getBalance(db, player.id)).toBe(balance - 1000 + 10); // + the first purchase's badge
      expect(await db.select().from(userOwnedGames).where(eq(userOwnedGames.userId, player.id))).toHaveLength(1);
      expect(await db.select().from(purchases).where(eq(purchases.userId, player.id))).toHaveLength(1);
      const spends = await db
        .select()
        .from(clevercoinTransactions)
        .where(and(eq(clevercoinTransactions.userId, player.id), eq(clevercoinTransactions.transactionType, "spend")));
      expect(spends).toHaveLength(1);
    }
  });

  it("lets administrators own every premium game, and refuses bad posts without a 500", async () => {
    const { context, db, blitz, logic } = await world(database(), {
      ...stripeEnv(),
      ADMIN_EMAILS: "boss_admin@example.com",
    });
    const admin = await signedInPlayer(context, { balance: 5000, username: "boss_admin" });
    expect(await ownsGame(db, admin.id, blitz.id, { isAdmin: true })).toBe(true);
    expect(await ownsGame(db, admin.id, logic.id, { isAdmin: true })).toBe(false);
    expect(await ownsGame(db, admin.id, blitz.id)).toBe(false);
    expect((await toastOf(await buy(context, { intent: "coins", gameId: blitz.id }, admin.cookie), context))?.title).toBe("Already Owned");
    expect(await getBalance(db, admin.id)).toBe(5000);

    const bad: Array<Record<string, string>> = [{}, { intent: "coins", gameId: "nope" }, { intent: "gift", gameId: blitz.id }];
    for (const fields of bad) {
      expect((await buy(context, fields, admin.cookie)).status).toBe(400);
    }
    const json = new Request("http://cleverplay.test/premium/purchase", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect((await callRoute(purchaseAction as RouteFn, json, context)).status).toBe(400);
    const missing = await buy(context, { intent: "coins", gameId: "00000000-0000-4000-8000-000000000000" }, admin.cookie);
    expect(missing.headers.get("Location")).toBe("/games");
    expect((await callRoute(purchaseLoader as RouteFn, get("/premium/purchase"), context)).headers.get("Location")).toBe("/games");
  });
});

describeEachDatabase("premium purchase by card", (database, driver) => {
  it("creates a Checkout session for 100 cents with the player and game in its metadata", async () => {
    const { context, blitz } = await world(database());
    const player = await signedInPlayer(context, { balance: 0 });
    const sessionId = await startCardCheckout(context, blitz.id, player.cookie);

    const create = fake.calls.filter((c) => c.method === "POST" && c.path === "/v1/checkout/sessions").at(-1)!;
    expect(create.body).toMatchObject({
      mode: "payment",
      line_items: {
        "0": {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: "100",
            product_data: { name: "Brain Blitz" },
          },
        },
      },
      success_url: `http://cleverplay.test/payment-success?session_id={CHECKOUT_SESSION_ID}&game_id=${blitz.id}`,
      cancel_url: "http://cleverplay.test/play/premium/brain-blitz",
      client_reference_id: player.id,
      metadata: { user_id: player.id, game_id: blitz.id },
    });
    // Nothing is owned until Stripe confirms the payment.
    expect(await ownsGame(context.db, player.id, blitz.id)).toBe(false);
    expect(fake.sessions.get(sessionId)?.payment_status).toBe("unpaid");
  });

  it("records one transaction and one ownership for 5 concurrent webhook deliveries plus the success page", async () => {
    const { context, db, blitz } = await world(database());
    const player = await signedInPlayer(context, { balance: 0 });
    const sessionId = await startCardCheckout(context, blitz.id, player.cookie);
    fake.pay(sessionId);
    const event = fake.completedEvent(sessionId);
    const another = fake.completedEvent(sessionId); // a second event about the same session

    const [pages, ...hooks] = await Promise.all([
      Promise.all([successPage(context, `session_id=${sessionId}&game_id=${blitz.id}`), successPage(context, `session_id=${sessionId}`)]),
      ...Array.from({ length: 5 }, () => deliver(context, event)),
      deliver(context, another),
    ]);
    expect(hooks.map((h) => h.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(hooks.map(async (h) => ((await h.json()) as { status: string }).status));
    expect(outcomes.filter((s) => s === "duplicate")).toHaveLength(4);
    expect(pages.map((p) => p.view)).toEqual([
      { state: "success", playHref: `/play/${blitz.id}` },
      { state: "success", playHref: "/games" },
    ]);

    const recorded = await db.select().from(transactions).where(eq(transactions.userId, player.id));
    expect(recorded.map((t) => [t.gameId, t.amount, t.currency, t.paymentMethod, t.transactionId, t.status])).toEqual([
      [blitz.id, "1.00", "USD", "stripe", sessionId, "completed"],
    ]);
    const owned = await db.select().from(userOwnedGames).where(eq(userOwnedGames.userId, player.id));
    expect(owned.map((o) => [o.gameId, o.purchasePrice, o.transactionId])).toEqual([[blitz.id, "1.00", sessionId]]);
    const events = await db.select().from(processedPaymentEvents);
    expect(events.map((e) => [e.id, e.kind]).sort()).toEqual(
      [
        [event.eventId, "checkout.session.completed"],
        [another.eventId, "checkout.session.completed"],
      ].sort(),
    );
    // A retry long after changes nothing either.
    expect((await deliver(context, event)).status).toBe(200);
    expect(await db.select().from(transactions)).toHaveLength(1);
    expect(driver).toBeTruthy();
  });

  it("refuses a bad signature with 400 and records nothing", async () => {
    const { context, db, blitz } = await world(database());
    const player = await signedInPlayer(context, { balance: 0 });
    const sessionId = await startCardCheckout(context, blitz.id, player.cookie);
    fake.pay(sessionId);
    const event = fake.completedEvent(sessionId);

    const tampered = event.payload.replace(player.id, "00000000-0000-4000-8000-000000000000");
    expect(
      (
        await deliver(context, {
          payload: tampered,
          signature: event.signature,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await deliver(context, {
          payload: event.payload,
          signature: "t=1,v1=deadbeef",
        })
      ).status,
    ).toBe(400);
    expect((await deliver(context, { payload: event.payload, signature: "" })).status).toBe(400);
    const otherSecret = await startFakeStripe({
      webhookSecret: "whsec_someone_else",
    });
    try {
      const session = await startCardCheckout(
        testContext(database(), stripeEnv({ STRIPE_API_URL: otherSecret.url })),
        blitz.id,
        player.cookie,
      );
      otherSecret.pay(session);
      expect((await deliver(context, otherSecret.completedEvent(session))).status).toBe(400);
    } finally {
      await otherSecret.close();
    }
    expect(await db.select().from(transactions)).toHaveLength(0);
    expect(await db.select().from(processedPaymentEvents)).toHaveLength(0);
    expect(await ownsGame(db, player.id, blitz.id)).toBe(false);

    const unconfigured = testContext(database(), {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_API_URL: fake.url,
    });
    expect((await deliver(unconfigured, event)).status).toBe(503);
  });

  it("shows processing (with a bounded 2 s refresh) until Stripe says paid, and fails on a mismatching game", async () => {
    const { context, db, blitz, logic } = await world(database());
    const player = await signedInPlayer(context, { balance: 0 });
    const sessionId = await startCardCheckout(context, blitz.id, player.cookie);

    const waiting = await successPage(context, `session_id=${sessionId}&game_id=${blitz.id}`);
    expect(waiting.view).toEqual({
      state: "processing",
      refreshHref: `/payment-success?session_id=${sessionId}&attempt=1&game_id=${blitz.id}`,
    });
    const tags = paymentMeta({ data: waiting.data } as never) as Array<Record<string, string>>;
    expect(tags).toContainEqual({
      httpEquiv: "refresh",
      content: `2;url=${waiting.view.refreshHref}`,
    });
    expect((await successPage(context, `session_id=${sessionId}&attempt=${PAYMENT_RETURN_MAX_ATTEMPTS}`)).view).toEqual({
      state: "failure",
    });

    fake.pay(sessionId);
    // Query parameters alone never buy anything: the session paid for Brain Blitz, not Logic Lab.
    expect((await successPage(context, `session_id=${sessionId}&game_id=${logic.id}`)).view).toEqual({ state: "failure" });
    expect((await successPage(context, `session_id=${sessionId}&game_id=not-a-uuid`)).view).toEqual({ state: "failure" });
    expect(await db.select().from(transactions)).toHaveLength(0);
    for (const query of ["", "session_id=cs_test_unknown", "session_id=%00", `session_id=${"x".repeat(5000)}`]) {
      expect((await successPage(context, query)).view, query).toEqual({
        state: "failure",
      });
    }

    // The page alone (no webhook yet) records the purchase.
    expect((await successPage(context, `session_id=${sessionId}&game_id=${blitz.id}`)).view).toEqual({
      state: "success",
      playHref: `/play/${blitz.id}`,
    });
    expect(await ownsGame(db, player.id, blitz.id)).toBe(true);

    const expired = await startCardCheckout(context, blitz.id, (await signedInPlayer(context, { balance: 0 })).cookie);
    fake.expire(expired);
    expect((await successPage(context, `session_id=${expired}`)).view).toEqual({
      state: "failure",
    });
  });

  it("refuses a card payment to a 12-year-old whose parent has not answered yet, until the parent says yes (issue 51)", async () => {
    const { context, blitz } = await world(database());
    const leo = await signedInPlayer(context, { balance: 0 });
    // Limited mode as sign-up leaves it: a consent waiting for the parent, and a generated nickname.
    await context.db.insert(parentalConsents).values({ userId: leo.id, parentEmail: "parent@example.com" });
    await context.db.update(profiles).set({ isPublic: false, nickname: "Clever Otter" }).where(eq(profiles.id, leo.id));
    const checkouts = () => fake.calls.filter((c) => c.method === "POST" && c.path === "/v1/checkout/sessions").length;
    const before = checkouts();
    // A post made by hand (the page offers no card button in limited mode): back to the game, and no Checkout session.
    const response = await buy(context, { intent: "card", gameId: blitz.id }, leo.cookie);
    expect(response.headers.get("Location")).toBe("/play/premium/brain-blitz");
    expect(await toastOf(response, context)).toEqual({
      title: "Checkout Failed",
      description: "Paying by card opens once a grown-up says yes to your account.",
    });
    expect(checkouts()).toBe(before);
    // The parent says yes: the card payment opens.
    await approveConsent(context.db, leo.id, false);
    await startCardCheckout(context, blitz.id, leo.cookie);
    expect(checkouts()).toBe(before + 1);
  });

  it("says card payment is not configured without STRIPE_SECRET_KEY", async () => {
    const { context, blitz } = await world(database(), {});
    const player = await signedInPlayer(context, { balance: 0 });
    const response = await buy(context, { intent: "card", gameId: blitz.id }, player.cookie);
    expect(response.headers.get("Location")).toBe("/play/premium/brain-blitz");
    expect(await toastOf(response, context)).toEqual({
      title: "Checkout Failed",
      description: "Card payment is not configured on this site.",
    });
    expect((await successPage(context, "session_id=cs_test_x")).view).toEqual({
      state: "failure",
    });
  });

  it("says Checkout Failed when Stripe cannot be reached", async () => {
    const { context, blitz } = await world(database(), stripeEnv({ STRIPE_API_URL: "http://127.0.0.1:9" }));
    const player = await signedInPlayer(context, { balance: 0 });
    const response = await buy(context, { intent: "card", gameId: blitz.id }, player.cookie);
    expect(await toastOf(response, context)).toEqual({
      title: "Checkout Failed",
      description: "Please try again.",
    });
    expect((await successPage(context, "session_id=cs_test_x")).view).toEqual({
      state: "failure",
    });
  });
});
