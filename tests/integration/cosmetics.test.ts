// Equipping cosmetics: only owned ones, one frame and one badge at a time, and the manager's data.
import type { AppLoadContext } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cosmetics, profiles, userCosmetics } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { loadCosmeticsManager, setEquipped } from "~/models/cosmetics.server";
import { getSignedInUser } from "~/models/auth.server";
import { action as equipAction, loader as equipLoader } from "~/routes/cosmetics.equip";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { callRoute, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

const ADMIN = "cosmetics_admin";

async function world(database: TestDatabase) {
  const context = testContext(database, {
    ADMIN_EMAILS: `${ADMIN}@example.com,${ADMIN}_2@example.com`,
  });
  await seed(context.db);
  const all = await context.db.select().from(cosmetics);
  return {
    context,
    db: context.db,
    all,
    byKey: (key: string) => all.find((c) => c.key === key)!,
  };
}

async function give(context: AppLoadContext, userId: string, ...ids: string[]) {
  await context.db.insert(userCosmetics).values(ids.map((cosmeticId) => ({ userId, cosmeticId })));
}

/** What the player wears, from both sides: the profile's slots and the is_equipped flags. */
async function worn(context: AppLoadContext, userId: string) {
  const [profile] = await context.db
    .select({
      frame: profiles.equippedAvatarFrame,
      badge: profiles.equippedBadge,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const flagged = await context.db
    .select({ id: userCosmetics.cosmeticId })
    .from(userCosmetics)
    .where(and(eq(userCosmetics.userId, userId), eq(userCosmetics.isEquipped, true)));
  return { ...profile, flagged: flagged.map((row) => row.id).sort() };
}

const equip = (context: AppLoadContext, fields: Record<string, string>, cookie?: string) =>
  callRoute(equipAction as RouteFn, formPost("/cosmetics/equip", fields, cookie ? { Cookie: cookie } : {}), context);

describeEachDatabase("cosmetics", (database) => {
  it("equips only owned cosmetics, one frame and one badge at a time", async () => {
    const { context, db, byKey } = await world(database());
    const player = await signedInPlayer(context);
    const [ring, wreath, heart, rocket] = ["frame-starlight", "frame-forest-wreath", "badge-kind-heart", "badge-rocket"].map(
      (k) => byKey(k).id,
    );
    await give(context, player.id, ring, wreath, heart);
    const set = (cosmeticId: string, on = true) => setEquipped(db, { userId: player.id, cosmeticId, equip: on });

    expect(await set(rocket)).toEqual({ status: "not-owned" });
    expect(await set(ring)).toEqual({
      status: "equipped",
      name: "Starlight Ring",
    });
    expect(await set(heart)).toEqual({
      status: "equipped",
      name: "Kind Heart",
    });
    expect(await worn(context, player.id)).toEqual({
      frame: ring,
      badge: heart,
      flagged: [ring, heart].sort(),
    });

    await set(wreath); // replaces the frame, keeps the badge
    expect(await worn(context, player.id)).toEqual({
      frame: wreath,
      badge: heart,
      flagged: [wreath, heart].sort(),
    });
    await set(ring, false); // not worn: nothing changes
    expect(await worn(context, player.id)).toEqual({
      frame: wreath,
      badge: heart,
      flagged: [wreath, heart].sort(),
    });
    expect(await set(wreath, false)).toEqual({
      status: "unequipped",
      name: "Forest Wreath",
    });
    expect(await worn(context, player.id)).toEqual({
      frame: null,
      badge: heart,
      flagged: [heart],
    });

    // What the header's avatar shows.
    const { user } = await getSignedInUser(get("/", { Cookie: player.cookie }), context);
    expect(user).toMatchObject({
      frameUrl: null,
      emblemUrl: byKey("badge-kind-heart").imageUrl,
    });
  });

  it("keeps one frame worn when a player equips several at once", async () => {
    const { context, db, all } = await world(database());
    const player = await signedInPlayer(context);
    const frames = all.filter((c) => c.category === "Avatar Frame" && !c.adminExclusive).map((c) => c.id);
    await give(context, player.id, ...frames);
    await Promise.all(frames.map((cosmeticId) => setEquipped(db, { userId: player.id, cosmeticId, equip: true })));
    const state = await worn(context, player.id);
    expect(state.flagged).toEqual([state.frame]);
  });

  it("equips through the form and goes back where it came from, with a toast", async () => {
    const { context, byKey } = await world(database());
    const player = await signedInPlayer(context);
    const ring = byKey("frame-starlight");
    await give(context, player.id, ring.id);

    const done = await equip(
      context,
      {
        cosmeticId: ring.id,
        intent: "equip",
        redirectTo: "/store?framesPage=1",
      },
      player.cookie,
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/store?framesPage=1");
    expect(await toastOf(done, context)).toEqual({
      title: "Cosmetic Equipped",
      description: "You're now wearing Starlight Ring.",
    });
    const { user } = await getSignedInUser(get("/", { Cookie: player.cookie }), context);
    expect(user?.frameUrl).toBe(ring.imageUrl);

    const off = await equip(
      context,
      {
        cosmeticId: ring.id,
        intent: "unequip",
        redirectTo: "//evil.example/steal",
      },
      player.cookie,
    );
    expect(off.headers.get("Location")).toBe("/profile?tab=cosmetics");
    expect(await toastOf(off, context)).toEqual({
      title: "Cosmetic Unequipped",
      description: "You took off Starlight Ring.",
    });

    const notOwned = await equip(context, { cosmeticId: byKey("badge-rocket").id, intent: "equip" }, player.cookie);
    expect(await toastOf(notOwned, context)).toEqual({
      title: "Error",
      description: "Failed to equip cosmetic. Please try again.",
    });

    const guest = await equip(context, {
      cosmeticId: ring.id,
      intent: "equip",
      redirectTo: "/store",
    });
    expect(guest.headers.get("Location")).toBe("/login?redirectTo=%2Fstore");

    const bad: Array<Record<string, string>> = [
      {},
      { cosmeticId: "nope", intent: "equip" },
      { cosmeticId: ring.id, intent: "wear" },
      { cosmeticId: "\u0000", intent: "\u0000" },
    ];
    for (const fields of bad) {
      expect((await equip(context, fields, player.cookie)).status).toBe(400);
    }
    const opened = await callRoute(equipLoader as RouteFn, get("/cosmetics/equip"), context);
    expect(opened.headers.get("Location")).toBe("/profile?tab=cosmetics");
  });

  it("gives the manager the owned cosmetics by category, 8 a page; admins own and may wear everything", async () => {
    const { context, db, all, byKey } = await world(database());
    const player = await signedInPlayer(context);
    await give(context, player.id, byKey("frame-starlight").id, byKey("badge-rocket").id);
    await setEquipped(db, {
      userId: player.id,
      cosmeticId: byKey("badge-rocket").id,
      equip: true,
    });
    const sections = await loadCosmeticsManager(db, { id: player.id, isAdmin: false }, new URLSearchParams());
    expect(sections.map((s) => [s.title, s.page.items.map((item) => [item.name, item.equipped])])).toEqual([
      ["Avatar Frames", [["Starlight Ring", false]]],
      ["Badges", [["Rocket", true]]],
      ["Characters", []],
    ]);

    const admin = await signedInPlayer(context, { username: ADMIN });
    const adminSections = await loadCosmeticsManager(
      db,
      { id: admin.id, isAdmin: true },
      new URLSearchParams("tab=cosmetics&framesPage=2"),
    );
    expect(adminSections.map((s) => [s.page.page, s.page.pageCount, s.page.items.length])).toEqual([
      [2, 2, 1],
      [1, 2, 8],
      [1, 4, 8],
    ]);
    expect(await db.select().from(userCosmetics).where(eq(userCosmetics.userId, admin.id))).toHaveLength(all.length);

    // An admin who never opened a page listing cosmetics may still wear an exclusive one.
    const other = await signedInPlayer(context, { username: `${ADMIN}_2` });
    const crown = byKey("frame-founders-crown");
    const done = await equip(context, { cosmeticId: crown.id, intent: "equip" }, other.cookie);
    expect(await toastOf(done, context)).toMatchObject({
      title: "Cosmetic Equipped",
    });
    expect((await worn(context, other.id)).frame).toBe(crown.id);
  });
});
