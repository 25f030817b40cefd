/** The learning bench's figures from its learners' results. */
import type { Played } from "./play";

/** The median of the answers to mastery, a learner who never got there counting as more than any (Infinity). */
export function medianToMastery(played: readonly Played[]): number {
  const sorted = played.map((p) => p.toMastery ?? Infinity).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
}

export const share = (count: number, of: number) => (of === 0 ? NaN : count / of);

export const percent = (fraction: number) => `${(100 * fraction).toFixed(1)} %`;

/** One arm's mastery figures: the median answers to a first mastered skill, the share that got there, and how often the model's "mastered" was true. */
export function masteryFigures(played: readonly Played[]) {
  const reached = played.filter((p) => p.toMastery !== null).length;
  const claims = played.reduce((sum, p) => sum + p.claims, 0);
  const agreed = played.reduce((sum, p) => sum + p.claimsAgreed, 0);
  return {
    median: medianToMastery(played),
    reached: share(reached, played.length),
    claimsTrue: share(agreed, claims),
    rightRate: share(
      played.reduce((s, p) => s + p.right, 0),
      played.reduce((s, p) => s + p.asked, 0),
    ),
  };
}

export function masteryRow(rows: ReadonlyArray<{ fixed: Played }>): string {
  const fixed = masteryFigures(rows.map((r) => r.fixed));
  return `fixed mix: median ${fixed.median} answers to a mastered skill, ${percent(fixed.reached)} reached it, ${percent(fixed.rightRate)} right, model's "mastered" true ${percent(fixed.claimsTrue)}`;
}
