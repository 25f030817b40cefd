import type { GameCategory } from "../../drizzle/schema";

/** The games list tabs, in the spec's order; `all` is the default for any other value. */
export const categoryTabs = ["all", "premium", "math", "reading", "logic"] as const;
export type CategoryTab = (typeof categoryTabs)[number];

export function parseCategoryTab(value: string | null): CategoryTab {
  return (categoryTabs as readonly string[]).includes(value ?? "") ? (value as CategoryTab) : "all";
}

export const categoryLabels: Record<GameCategory | "all", string> = {
  all: "All Games",
  math: "Math",
  reading: "Reading",
  logic: "Logic",
  premium: "Premium",
  special: "Special",
};

/** Spec colours: math green, reading blue, logic purple, premium amber, special grey (AA contrast). */
export const categoryBadgeClasses: Record<GameCategory, string> = {
  math: "bg-green-100 text-green-800",
  reading: "bg-blue-100 text-blue-800",
  logic: "bg-purple-100 text-purple-800",
  premium: "bg-amber-100 text-amber-900",
  special: "bg-slate-200 text-slate-800",
};

/** The leaderboard's category filter (no "special": the spec lists these four and all). */
export const leaderboardCategories = ["all", "math", "reading", "logic", "premium"] as const;
export type LeaderboardCategory = (typeof leaderboardCategories)[number];
