import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  authSessions,
  badges,
  clevercoinTransactions,
  dailyChallenges,
  multiplayerSessions,
  newsletterSubscribers,
  profiles,
  rateLimits,
  userBadges,
  userChallengeProgress,
  userGameProgress,
  users,
  sessionSeats,
} from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import type { Queryable } from "~/db.server";
import { deleteAccount, exportAccountData } from "~/models/account-data.server";
import { awardCoins, spendCoins } from "~/models/coins.server";
import { profileEditSchema, updateProfile } from "~/models/profile-edit.server";
import { challengesCompletedToday } from "~/models/challenges/player-progress.server";
import { ownProfile, publicProfile } from "~/models/profile-view.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";

const FAILED = "Failed to update profile. Please try again.";
const TAKEN = "This username is already taken. Please choose a different one.";

async function profileOf(db: Queryable, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe("the Edit Profile rules", () => {
  const parse = (form: Record<string, string>) => profileEditSchema.safeParse(form);
  const errorOf = (form: Record<string, string>, field: string) => {
    const result = parse(form);
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it("gives every field its message", () => {
    expect(errorOf({}, "username")).toBe("Username is required");
    expect(errorOf({ username: "   " }, "username")).toBe("Username is required");
    expect(errorOf({ username: "ab" }, "username")).toBe("Username must be at least 3 characters long");
    expect(errorOf({ username: "no spaces" }, "username")).toBe("Username can only contain letters, numbers, and underscores");
    expect(errorOf({ username: "with-hyphen" }, "username")).toBe("Username can only contain letters, numbers, and underscores");
    expect(errorOf({ username: "a".repeat(31) }, "username")).toBe("Username must be at most 30 characters long");
    expect(errorOf({ username: "ok_name", display_name: "x".repeat(51) }, "display_name")).toBe(
      "Display name must be at most 50 characters long",
    );
    expect(errorOf({ username: "ok_name", bio: "x".repeat(201) }, "bio")).toBe("Bio must be at most 200 characters long");
    expect(errorOf({ username: "ok_name", is_public: "maybe" }, "is_public")).toBe("Choose whether your profile is public or private");
    expect(errorOf({ username: "ok_name", display_name: "a\u0000b" }, "display_name")).toBe(
      "Display name cannot contain control characters",
    );
  });

  it("counts characters as the database does and keeps a bio's line breaks", () => {
    expect(parse({ username: "ok_name", display_name: "🎮".repeat(50) }).success).toBe(true);
    expect(parse({ username: "ok_name", display_name: "🎮".repeat(51) }).success).toBe(false);
    // 100 CRLF line breaks are 100 characters, not 200.
    const result = parse({
      username: "ok_name",
      bio: "a\r\n".repeat(66) + "b",
    });
    expect(result.success && result.data.bio).toBe(`${"a\n".repeat(66)}b`);
  });

  it("fills the display name from the username, empties an empty bio and reads the checkbox", () => {
    expect(parse({ username: " Ada_99 ", display_name: "  ", bio: "" })).toMatchObject({
      success: true,
      data: {
        username: "Ada_99",
        displayName: "Ada_99",
        bio: null,
        isPublic: false,
      },
    });
    expect(parse({ username: "Ada_99", is_public: "on", extra: "ignored" })).toMatchObject({ success: true, data: { isPublic: true } });
  });
});

describeEachDatabase("profiles", (database, driver) => {
  describe("editing", () => {
    it("saves the profile", async () => {
      const { db } = database();
      const player = await createPlayer(db);
      const result = await updateProfile(db, player.id, {
        username: "New_Name",
        display_name: "Ada 🚀",
        bio: "Likes <b>logic</b>",
        is_public: "on",
      });
      expect(result.ok).toBe(true);
      expect(await profileOf(db, player.id)).toMatchObject({
        username: "New_Name",
        displayName: "Ada 🚀",
        bio: "Likes <b>logic</b>",
        isPublic: true,
      });
      await updateProfile(db, player.id, {
        username: "New_Name",
        display_name: "",
        bio: "",
      });
      expect(await profileOf(db, player.id)).toMatchObject({
        displayName: "New_Name",
        bio: null,
        isPublic: false,
      });
    });

    it("answers 'Update failed' with the username message or the general one", async () => {
      const { db } = database();
      const player = await createPlayer(db);
      expect(await updateProfile(db, player.id, { username: "ab" })).toMatchObject({
        ok: false,
        status: 400,
        problem: {
          title: "Update failed",
          message: "Username must be at least 3 characters long",
        },
        errors: { username: "Username must be at least 3 characters long" },
      });
      expect(
        await updateProfile(db, player.id, {
          username: player.username,
          bio: "x".repeat(201),
        }),
      ).toMatchObject({
        ok: false,
        status: 400,
        problem: { title: "Update failed", message: FAILED },
        errors: { bio: "Bio must be at most 200 characters long" },
      });
    });

    it("refuses a username another player has, in any case, but not the player's own", async () => {
      const { db } = database();
      const player = await createPlayer(db, { username: "first_player" });
      await createPlayer(db, { username: "Taken_Name" });
      expect(await updateProfile(db, player.id, { username: "taken_name" })).toEqual({
        ok: false,
        status: 409,
        problem: { title: "Username Taken", message: TAKEN },
        errors: { username: TAKEN },
      });
      expect((await profileOf(db, player.id)).username).toBe("first_player");
      // Changing only the case of one's own name is no conflict.
      expect(await updateProfile(db, player.id, { username: "First_Player" })).toMatchObject({ ok: true });
    });

    it("gives one save and one 'Username Taken' when two players race for a name", async () => {
      const { db } = database();
      const a = await createPlayer(db);
      const b = await createPlayer(db);
      const results = await Promise.all([
        updateProfile(db, a.id, { username: "Race_Winner" }),
        updateProfile(db, b.id, { username: "race_winner" }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({
        status: 409,
        problem: { title: "Username Taken" },
      });
    });

    // Needs two connections (PGlite has one): the other save holds the name, uncommitted, while
    // this one's availability check runs, so only the unique index can catch the conflict.
    it.runIf(driver === "postgres")("maps a unique violation during the save to 'Username Taken'", async () => {
      const { db } = database();
      const a = await createPlayer(db);
      const b = await createPlayer(db);
      let release!: () => void;
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const first = db.transaction(async (tx) => {
        await tx.update(profiles).set({ username: "Held_Name" }).where(eq(profiles.id, a.id));
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await holding;
      const second = updateProfile(db, b.id, { username: "held_name" });
      await new Promise((resolve) => setTimeout(resolve, 300)); // the second save now waits on the index
      release();
      await first;
      expect(await second).toMatchObject({
        ok: false,
        status: 409,
        problem: { title: "Username Taken", message: TAKEN },
      });
    });

    it("answers every hostile input with a 4xx result and stores text literally", async () => {
      const { db } = database();
      const player = await createPlayer(db);
      const hostile: Record<string, string>[] = [
        {},
        { username: "" },
        { username: "x".repeat(10_000) },
        { username: "ünïcödé" },
        { username: "🎮🎮🎮" },
        { username: "'; drop table profiles;--" },
        { username: "<script>alert(1)</script>" },
        { username: "ok_name", display_name: "x".repeat(10_000) },
        { username: "ok_name", bio: "🎮".repeat(10_000) },
        { username: "ok_name", is_public: "maybe" },
        { username: "ok_name", bio: "nul \u0000 byte" },
      ];
      for (const form of hostile) {
        const result = await updateProfile(db, player.id, form);
        expect(result.ok, JSON.stringify(form).slice(0, 80)).toBe(false);
        if (!result.ok) expect(result.status).toBeLessThan(500);
      }
      const literal = {
        username: "safe_name",
        display_name: "'; drop table profiles;--",
        bio: "<script>alert(1)</script>",
      };
      expect(await updateProfile(db, player.id, literal)).toMatchObject({
        ok: true,
      });
      expect(await profileOf(db, player.id)).toMatchObject({
        displayName: literal.display_name,
        bio: literal.bio,
      });
    });
  });

  describe("the own profile", () => {
    it("shows the card, today's challenges in the app's time zone and the last 20 transactions", async () => {
      const { db } = database();
      const player = await createPlayer(db, { balance: 50 });
      for (let i = 0; i < 22; i++) {
        await awardCoins(db, {
          userId: player.id,
          amount: 1,
          type: "badge",
          referenceId: `b${i}`,
          description: `Badge ${i}`,
        });
      }
      await spendCoins(db, {
        userId: player.id,
        amount: 10,
        referenceId: "frame",
        description: "Purchased Star Frame",
      });

      const now = new Date("2026-03-10T23:30:00Z"); // already March 11 in Tokyo
      const challenges = await db
        .insert(dailyChallenges)
        .values(
          ["a", "b", "c"].map((title, position) => ({
            title,
            description: title,
            category: "math" as const,
            activeDate: "2026-03-11",
            position,
          })),
        )
        .returning();
      await db.insert(userChallengeProgress).values([
        {
          userId: player.id,
          challengeId: challenges[0].id,
          completed: true,
          completedAt: new Date("2026-03-10T16:00:00Z"),
        }, // Mar 11, 01:00 Tokyo
        {
          userId: player.id,
          challengeId: challenges[1].id,
          completed: true,
          completedAt: new Date("2026-03-10T14:00:00Z"),
        }, // Mar 10, 23:00 Tokyo
        { userId: player.id, challengeId: challenges[2].id, completed: false },
      ]);
      expect(await challengesCompletedToday(db, player.id, "Asia/Tokyo", now)).toBe(1);
      expect(await challengesCompletedToday(db, player.id, "UTC", now)).toBe(2);

      const view = (await ownProfile(db, player, { timeZone: "UTC", now }))!;
      expect(view.card).toMatchObject({
        username: player.username,
        balance: 62,
        gamesPlayed: 0,
        streakDays: 0,
      });
      expect(view.settings).toMatchObject({
        email: `${player.username}@example.com`,
        isPublic: true,
      });
      expect(view.transactions).toHaveLength(20);
      expect(view.transactions[0]).toMatchObject({
        description: "Purchased Star Frame",
        amount: -10,
      });
    });

    it("says 'Player' when there is no display name", async () => {
      const { db } = database();
      const player = await createPlayer(db);
      await db.update(profiles).set({ displayName: null }).where(eq(profiles.id, player.id));
      expect((await ownProfile(db, player, { timeZone: "UTC" }))!.card.displayName).toBe("Player");
    });
  });

  describe("the public profile", () => {
    it("shows a public profile's achievements by highest score and its badges", async () => {
      const { db } = database();
      await seed(db);
      const player = await createPlayer(db);
      const allGames = await db.query.games.findMany({ where: (game, { eq }) => eq(game.isPremium, false), limit: 3 });
      await db.insert(userGameProgress).values([
        {
          userId: player.id,
          gameId: allGames[0].id,
          highestScore: 40,
          timesPlayed: 2,
        },
        {
          userId: player.id,
          gameId: allGames[1].id,
          highestScore: 90,
          timesPlayed: 5,
        },
        {
          userId: player.id,
          gameId: allGames[2].id,
          highestScore: 10,
          timesPlayed: 1,
        },
      ]);
      const [badge] = await db.select().from(badges).limit(1);
      await db.insert(userBadges).values({ userId: player.id, badgeId: badge.id });

      const view = (await publicProfile(db, player.id, null, "UTC"))!;
      expect(view.achievements.map((a) => a.highestScore)).toEqual([90, 40, 10]);
      expect(view.achievements[0]).toMatchObject({
        title: allGames[1].title,
        category: allGames[1].category,
        timesPlayed: 5,
      });
      expect(view.badgeCount).toBe(1);
      expect(view.badges[0]).toMatchObject({
        name: badge.name,
        description: badge.description,
        reward: badge.tokensReward,
      });
    });

    it("never shows others which premium games a player owns; the owner sees them", async () => {
      const { db } = database();
      await seed(db);
      const player = await createPlayer(db);
      const other = await createPlayer(db);
      const premium = await db.query.games.findFirst({ where: (game, { eq }) => eq(game.isPremium, true) });
      const free = await db.query.games.findFirst({ where: (game, { eq }) => eq(game.isPremium, false) });
      await db.insert(userGameProgress).values([
        { userId: player.id, gameId: premium!.id, highestScore: 70 },
        { userId: player.id, gameId: free!.id, highestScore: 20 },
      ]);
      for (const viewer of [null, other.id]) {
        expect((await publicProfile(db, player.id, viewer, "UTC"))!.achievements.map((a) => a.title)).toEqual([free!.title]);
      }
      expect((await publicProfile(db, player.id, player.id, "UTC"))!.achievements.map((a) => a.title)).toEqual([
        premium!.title,
        free!.title,
      ]);
    });

    it("hides a private profile from everyone but its owner, like a missing or malformed id", async () => {
      const { db } = database();
      const owner = await createPlayer(db);
      const other = await createPlayer(db);
      await updateProfile(db, owner.id, { username: owner.username }); // is_public unticked: private
      expect(await publicProfile(db, owner.id, null, "UTC")).toBeNull();
      expect(await publicProfile(db, owner.id, other.id, "UTC")).toBeNull();
      expect(await publicProfile(db, owner.id, owner.id, "UTC")).toMatchObject({
        isOwner: true,
        isPublic: false,
      });
      expect(await publicProfile(db, "00000000-0000-4000-8000-000000000000", other.id, "UTC")).toBeNull();
      expect(await publicProfile(db, "not-a-uuid'; select 1;--", other.id, "UTC")).toBeNull();
    });
  });

  describe("privacy rights", () => {
    it("exports the account, profile and ledger, and never the password hash", async () => {
      const { db } = database();
      const player = await createPlayer(db, { balance: 30 });
      await db.update(users).set({ passwordHash: "$argon2id$secret-hash" }).where(eq(users.id, player.id));
      await db.insert(newsletterSubscribers).values({ email: `${player.username.toUpperCase()}@EXAMPLE.COM` });

      const data = (await exportAccountData(db, player.id))!;
      const file = JSON.stringify(data);
      expect(file).not.toContain("secret-hash");
      expect(file).not.toContain("passwordHash");
      expect(data.account).toMatchObject({
        email: `${player.username}@example.com`,
        emailVerified: true,
      });
      expect(data.account.createdAt).toBeInstanceOf(Date);
      expect(data.profile).toMatchObject({
        username: player.username,
        cleverCoins: 30,
      });
      expect(data.coinTransactions).toEqual([
        expect.objectContaining({
          amount: 30,
          transactionType: "earn",
          description: "Test balance",
        }),
      ]);
      expect(data.newsletter.subscribed).toBe(true);
      for (const key of [
        "bestScores",
        "purchases",
        "ownedGames",
        "badges",
        "cosmetics",
        "multiplayerSessions",
        "socialShares",
        "challengeProgress",
      ] as const) {
        expect(data[key], key).toEqual([]);
      }
      expect(await exportAccountData(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    });

    it("deletes the user with profile, ledger, sessions, newsletter subscription and e-mail counters", async () => {
      const { db } = database();
      await seed(db);
      const player = await createPlayer(db, { balance: 30 });
      const other = await createPlayer(db, { balance: 5 });
      const email = `${player.username}@example.com`;
      await db.insert(newsletterSubscribers).values([{ email: email.toUpperCase() }, { email: `${other.username}@example.com` }]);
      await db.insert(authSessions).values({
        id: "session-1",
        userId: player.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
      await db.insert(rateLimits).values([
        { key: `sign-in:email:${email}`, windowStart: new Date() },
        {
          key: `sign-in:email:${other.username}@example.com`,
          windowStart: new Date(),
        },
      ]);
      const game = await db.query.games.findFirst();
      const [session] = await db
        .insert(multiplayerSessions)
        .values({
          gameId: game!.id,
          inviteCode: "ABC234",
          player1Id: other.id,
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      await db.insert(sessionSeats).values([
        { sessionId: session.id, seat: 1, profileId: other.id },
        { sessionId: session.id, seat: 2, profileId: player.id },
      ]);

      expect(await deleteAccount(db, player.id)).toBe(true);

      expect(await db.select().from(users).where(eq(users.id, player.id))).toEqual([]);
      expect(await db.select().from(profiles).where(eq(profiles.id, player.id))).toEqual([]);
      expect(await db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.userId, player.id))).toEqual([]);
      expect(await db.select().from(authSessions).where(eq(authSessions.userId, player.id))).toEqual([]);
      expect(
        await db
          .select()
          .from(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
      ).toEqual([]);
      expect(
        await db
          .select()
          .from(rateLimits)
          .where(sql`${rateLimits.key} like ${`%${player.username}%`}`),
      ).toEqual([]);
      // The other player keeps everything; the shared session keeps its row without this player.
      expect(await db.select().from(newsletterSubscribers)).toHaveLength(1);
      expect(await db.select().from(rateLimits)).toHaveLength(1);
      expect((await profileOf(db, other.id)).clevercoinBalance).toBe(5);
      const [kept] = await db.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, session.id));
      expect(kept).toMatchObject({ player1Id: other.id });
      expect((await db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, session.id))).map((s) => s.profileId)).toEqual([
        other.id,
      ]);

      expect(await deleteAccount(db, player.id)).toBe(false);
    });
  });
});
