/** The learning bench's figures from its learners' results, as the Markdown rows docs/benchmarks.md keeps. */
import { levelsFor } from "../../app/games/levels";
import type { LearnerGameResult } from "./learner-game";
import type { Played } from "./play";

export const TARGETS = {
  /** Placed within one level of the true level. */
  placedWithinOne: 0.8,
  /** Learners right between these shares of their practice answers ... */
  practiceBand: [0.65, 0.9] as const,
  /** ... at least this share of them. */
  practiceInBand: 0.9,
} as const;

export const share = (count: number, of: number) => (of === 0 ? NaN : count / of);

export const percent = (fraction: number) => (Number.isNaN(fraction) ? "–" : `${(100 * fraction).toFixed(1)} %`);

/** The median of the answers to mastery; a learner who never got there counts as more than any (Infinity). */
export function medianToMastery(played: readonly Played[]): number {
  const sorted = played.map((p) => p.toMastery ?? Infinity).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
}

/** Share of `levels` within one level of the matching true level. */
export function withinOne(pairs: ReadonlyArray<{ placed: number; trueLevel: number }>): number {
  return share(pairs.filter(({ placed, trueLevel }) => Math.abs(placed - trueLevel) <= 1).length, pairs.length);
}

/** One arm's mastery figures: the median answers to a first mastered skill, the share that got there, the right answers, and how often the model's "mastered" was true when it said so. */
export function masteryFigures(played: readonly Played[]) {
  const sum = (pick: (p: Played) => number) => played.reduce((total, p) => total + pick(p), 0);
  return {
    median: medianToMastery(played),
    reached: share(played.filter((p) => p.toMastery !== null).length, played.length),
    rightRate: share(
      sum((p) => p.right),
      sum((p) => p.asked),
    ),
    claimsTrue: share(
      sum((p) => p.claimsAgreed),
      sum((p) => p.claims),
    ),
  };
}

export const PLACEMENT_HEADER = [
  "| Game | Learner-games | Placed within one level (check, with age) | Exactly | Check without age: within one | Age's level alone: within one | Age's level alone: exactly |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
];

export function placementRow(name: string, rows: readonly LearnerGameResult[]): string {
  const pairs = (pick: (r: LearnerGameResult) => number) => rows.map((r) => ({ placed: pick(r), trueLevel: r.trueLevel }));
  const exactly = (pick: (r: LearnerGameResult) => number) => share(rows.filter((r) => pick(r) === r.trueLevel).length, rows.length);
  return `| ${name} | ${rows.length} | ${percent(withinOne(pairs((r) => r.placed.withAge)))} | ${percent(exactly((r) => r.placed.withAge))} | ${percent(withinOne(pairs((r) => r.placed.withoutAge)))} | ${percent(withinOne(pairs((r) => r.placed.ageAlone)))} | ${percent(exactly((r) => r.placed.ageAlone))} |`;
}

export const PRACTICE_HEADER = [
  "| Game | Learner-games | Right 65-90 % of their practice answers | Under 65 % | Over 90 % | Right overall | 65-90 %: learners below the game's top level | at its top level |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
];

/** Share of learners whose practice right answers fall in the band. */
export function practiceInBand(rows: readonly LearnerGameResult[]): number {
  return practiceBandShare(rows.map((r) => r.practice));
}

/** Share of these answer counts right within the band (the practice target's count; ceiling.ts uses it too). */
export function practiceBandShare(counts: ReadonlyArray<{ asked: number; right: number }>): number {
  const [low, high] = TARGETS.practiceBand;
  return share(counts.filter(({ asked, right }) => right >= low * asked && right <= high * asked).length, counts.length);
}

export function practiceRow(name: string, rows: readonly LearnerGameResult[]): string {
  const [low, high] = TARGETS.practiceBand;
  const under = share(rows.filter((r) => r.practice.right < low * r.practice.asked).length, rows.length);
  const over = share(rows.filter((r) => r.practice.right > high * r.practice.asked).length, rows.length);
  const overall = share(
    rows.reduce((sum, r) => sum + r.practice.right, 0),
    rows.reduce((sum, r) => sum + r.practice.asked, 0),
  );
  const atTop = rows.filter((r) => r.trueLevel === levelsFor(r.game).length);
  const belowTop = rows.filter((r) => r.trueLevel < levelsFor(r.game).length);
  return `| ${name} | ${rows.length} | ${percent(practiceInBand(rows))} | ${percent(under)} | ${percent(over)} | ${percent(overall)} | ${percent(practiceInBand(belowTop))} (${belowTop.length}) | ${percent(practiceInBand(atTop))} (${atTop.length}) |`;
}

export const MASTERY_HEADER = [
  '| Game | Fixed mix: median answers to a mastered skill | reached in the cap | Practice: median answers | reached in the cap | Ratio practice / fixed | Practice sooner for | Model\'s "mastered" true (fixed / practice) |',
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
];

/** Practice's median answers to a mastered skill over the fixed mix's (below 1: practice gets there sooner). */
export function masteryRatio(rows: readonly LearnerGameResult[]): number {
  return medianToMastery(rows.map((r) => r.adaptive)) / medianToMastery(rows.map((r) => r.fixed));
}

export function masteryRow(name: string, rows: readonly LearnerGameResult[]): string {
  const fixed = masteryFigures(rows.map((r) => r.fixed));
  const adaptive = masteryFigures(rows.map((r) => r.adaptive));
  const sooner = share(rows.filter((r) => (r.adaptive.toMastery ?? Infinity) < (r.fixed.toMastery ?? Infinity)).length, rows.length);
  const ratio = masteryRatio(rows);
  return `| ${name} | ${fixed.median} | ${percent(fixed.reached)} | ${adaptive.median} | ${percent(adaptive.reached)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : "–"} | ${percent(sooner)} | ${percent(fixed.claimsTrue)} / ${percent(adaptive.claimsTrue)} |`;
}
