import type { TFunction } from "i18next";

/** 950 → "950", 1,000 → "1K", 1,250 → "1.3K", 2,500,000 → "2.5M" (the spec's K and M). */
export function abbreviateNumber(value: number): string {
  const sign = value < 0 ? "-" : "";
  const n = Math.abs(value);
  if (n >= 1_000_000) return `${sign}${trimmed(n / 1_000_000)}M`;
  // 999,950 and up would round to "1000K": say "1M" instead.
  if (n >= 1_000) return n >= 999_950 ? `${sign}1M` : `${sign}${trimmed(n / 1_000)}K`;
  return `${sign}${n}`;
}

/** One decimal, without a trailing ".0". */
function trimmed(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

/** The leaderboard's rank labels: Champion, Runner-up, Third Place, Top N up to 10, then #N (`t`: the board's messages). */
export function rankLabel(rank: number, t: TFunction): string {
  if (rank === 1) return t("ranks.champion");
  if (rank === 2) return t("ranks.runnerUp");
  if (rank === 3) return t("ranks.third");
  if (rank <= 10) return t("ranks.top", { rank });
  return t("ranks.number", { rank });
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd": a place in a race. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}
