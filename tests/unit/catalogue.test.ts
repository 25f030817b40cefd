import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { describe, it, expect } from "vitest";
import { seedBadges, seedCosmetics, seedGames } from "~/content/catalogue";
import { engineForTitle } from "~/games";
import { levelsFor } from "~/games/levels";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

/** The file a public URL such as /images/games/x.svg is served from. */
const publicFile = (url: string) => path.join(publicDir, ...url.replace(/^\//, "").split("/"));

const unique = (values: string[]) => new Set(values).size === values.length;

describe("seed games", () => {
  const bySlug = Object.fromEntries(seedGames.map((g) => [g.slug, g]));

  it("holds exactly the four built-in games", () => {
    expect(seedGames.map((g) => g.title).sort()).toEqual(
      ["Brain Blitz", "Logic Lab", "Math Quest: Number Crunch", "Word Adventure"].sort(),
    );
    expect(unique(seedGames.map((g) => g.slug))).toBe(true);
    expect(seedGames.every((g) => !("id" in g))).toBe(true);
  });

  it("has the expected slugs, categories and flags", () => {
    expect(bySlug["math-quest-number-crunch"]).toMatchObject({
      title: "Math Quest: Number Crunch",
      category: "math",
      isFeatured: true,
      isPremium: false,
      isMultiplayer: true,
    });
    expect(bySlug["word-adventure"]).toMatchObject({
      title: "Word Adventure",
      category: "reading",
      isFeatured: true,
      isPremium: false,
      isMultiplayer: true,
    });
    expect(bySlug["logic-lab"]).toMatchObject({
      title: "Logic Lab",
      category: "logic",
      isFeatured: true,
      isPremium: false,
      isMultiplayer: true,
    });
    expect(bySlug["brain-blitz"]).toMatchObject({
      title: "Brain Blitz",
      category: "premium",
      isFeatured: true,
      isPremium: true,
      isMultiplayer: true,
      price: "1.00",
      priceCc: 1000,
    });
  });

  it("gives each game card the ages its levels span, so the card never contradicts the levels inside", () => {
    for (const g of seedGames) {
      const levels = levelsFor(engineForTitle(g.title)!.key);
      expect([g.minAge, g.maxAge], g.title).toEqual([levels[0].ages[0], levels[levels.length - 1].ages[1]]);
      expect([g.minAge, g.maxAge], g.title).toEqual([5, 18]);
    }
  });

  it("has sensible ages, short descriptions and artwork named after the slug", () => {
    for (const g of seedGames) {
      expect(g.minAge).toBeGreaterThanOrEqual(5);
      expect(g.maxAge).toBeLessThanOrEqual(18);
      expect(g.minAge!).toBeLessThanOrEqual(g.maxAge!);
      expect(g.description.length).toBeGreaterThan(20);
      expect(g.description.length).toBeLessThan(200);
      expect(g.imageUrl).toBe(`/images/games/${g.slug}.svg`);
      expect(g.thumbnailUrl).toBe(`/images/games/${g.slug}.svg`);
    }
  });
});

describe("seed badges", () => {
  const ruleKeys = [
    "first_game",
    "games_10",
    "games_100",
    "streak_3",
    "streak_7",
    "streak_30",
    "high_score_math",
    "high_score_reading",
    "high_score_logic",
    "high_score_premium",
    "first_purchase",
    "first_multiplayer_win",
    "first_share",
    "all_games",
  ];
  const badgeTypes = ["achievement", "skill", "reading", "math", "logic", "special"];

  it("has at least 12 badges with unique keys and names", () => {
    expect(seedBadges.length).toBeGreaterThanOrEqual(12);
    expect(unique(seedBadges.map((b) => b.key))).toBe(true);
    expect(unique(seedBadges.map((b) => b.name))).toBe(true);
  });

  it("covers every rule key", () => {
    const keys = seedBadges.map((b) => b.key);
    for (const key of ruleKeys) expect(keys).toContain(key);
  });

  it("pays 10 to 50 tokens and uses several valid types", () => {
    for (const b of seedBadges) {
      expect(b.tokensReward).toBeGreaterThanOrEqual(10);
      expect(b.tokensReward).toBeLessThanOrEqual(50);
      expect(badgeTypes).toContain(b.badgeType);
      expect(b.description.length).toBeGreaterThan(5);
      expect(b.iconUrl).toBe(`/images/badges/${b.key}.svg`);
    }
    expect(new Set(seedBadges.map((b) => b.badgeType)).size).toBeGreaterThanOrEqual(4);
  });

  it("says what score earns each high-score badge", () => {
    const description = (key: string) => seedBadges.find((b) => b.key === key)?.description ?? "";
    expect(description("high_score_math")).toMatch(/20/);
    expect(description("high_score_reading")).toMatch(/50/);
    expect(description("high_score_logic")).toMatch(/50/);
    expect(description("high_score_premium")).toMatch(/60/);
  });
});

describe("seed cosmetics", () => {
  const frames = seedCosmetics.filter((c) => c.category === "Avatar Frame");
  const emblems = seedCosmetics.filter((c) => c.category === "Badge");
  const characters = seedCosmetics.filter((c) => c.category === "Character");

  it("has at least 8 frames, 8 badges and 24 characters and nothing else", () => {
    expect(frames.length).toBeGreaterThanOrEqual(8);
    expect(emblems.length).toBeGreaterThanOrEqual(8);
    expect(characters.length).toBeGreaterThanOrEqual(24);
    expect(frames.length + emblems.length + characters.length).toBe(seedCosmetics.length);
  });

  it("has unique kebab-case keys and costs of 25 to 100 CC", () => {
    expect(unique(seedCosmetics.map((c) => c.key))).toBe(true);
    expect(unique(seedCosmetics.map((c) => c.name))).toBe(true);
    for (const c of seedCosmetics) {
      expect(c.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // A character earned by a milestone is never sold: it costs nothing.
      if (c.earnedBy) expect(c.costCc).toBe(0);
      else expect(c.costCc).toBeGreaterThanOrEqual(25);
      expect(c.costCc).toBeLessThanOrEqual(100);
      expect(c.description.length).toBeGreaterThan(5);
      expect(c.imageUrl).toBe(
        c.category === "Character" ? `/images/characters/${c.key.replace("character-", "")}.svg` : `/images/cosmetics/${c.key}.svg`,
      );
    }
  });

  it("has exactly two admin-exclusive items: one frame and one badge", () => {
    const exclusive = seedCosmetics.filter((c) => c.adminExclusive === true);
    expect(exclusive).toHaveLength(2);
    expect(exclusive.map((c) => c.category).sort()).toEqual(["Avatar Frame", "Badge"]);
    expect(seedCosmetics.filter((c) => c.adminExclusive !== true).every((c) => c.adminExclusive === false)).toBe(true);
  });
});

describe("catalogue artwork", () => {
  const urls = [
    ...seedGames.flatMap((g) => [g.imageUrl, g.thumbnailUrl]),
    ...seedBadges.map((b) => b.iconUrl),
    ...seedCosmetics.map((c) => c.imageUrl),
  ].filter((u): u is string => typeof u === "string");

  it("gives every item its artwork", () => {
    expect(urls.length).toBe(seedGames.length * 2 + seedBadges.length + seedCosmetics.length);
  });

  it.each([...new Set(urls)])("%s exists as a small self-contained SVG", (url) => {
    const file = publicFile(url);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/^<svg[^>]*viewBox="[^"]+"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    // No external references: the only URL is the SVG namespace.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href="(?!#)/);
    expect(Buffer.byteLength(svg)).toBeLessThan(2560);
  });

  it("uses the right canvas for each kind of artwork", () => {
    const viewBox = (url: string) => readFileSync(publicFile(url), "utf8").match(/viewBox="([^"]+)"/)?.[1];
    for (const g of seedGames) expect(viewBox(g.imageUrl!)).toBe("0 0 640 360");
    for (const b of seedBadges) expect(viewBox(b.iconUrl!)).toBe("0 0 64 64");
    for (const c of seedCosmetics) expect(viewBox(c.imageUrl)).toBe(c.category === "Badge" ? "0 0 32 32" : "0 0 100 100");
  });
});
