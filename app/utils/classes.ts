/** The class rules a page shows (browser-safe: models/classes/ holds the rest). */
import type { TFunction } from "i18next";
export const MAX_CLASSES = 10;
export const DEFAULT_SEATS = 40;
export const MAX_SEATS = 100;
export const CLASS_NAME_MAX = 60;

export type HomeworkStatus = "done" | "late" | "in-progress" | "not-started";

/** The statuses by number, as a ProgressCell carries them. */
export const STATUSES = ["not-started", "in-progress", "done", "late"] as const satisfies readonly HomeworkStatus[];

/**
 * One student's progress on one homework as pages carry it: a tuple of numbers (the status is its
 * index in STATUSES), since a class page holds up to 100 students × every homework and its data
 * goes into the page once more for hydration (the bench's 100 kB budget).
 */
export type ProgressCell = [status: number, progress: number, accuracy: number | null];

export const cellStatus = (cell: ProgressCell): HomeworkStatus => STATUSES[cell[0]] ?? "not-started";

/**
 * A cell in words (`t`: the "teach" messages): "Done", "Late", "1 of 2", "Not started"; a goal to
 * master a skill has no count (`target` null): "Practising" until mastered.
 */
export function statusWords(cell: ProgressCell, target: number | null, t: TFunction): string {
  const [, progress] = cell;
  const status = cellStatus(cell);
  if (status === "done") return t("progress.done");
  if (status === "late") return t("progress.late");
  if (status === "in-progress") return target === null ? t("progress.practising") : t("progress.count", { progress, target });
  return t("progress.notStarted");
}

/** A cell in words with its accuracy, as the table shows it: "Done · 70%". */
export function cellWords(cell: ProgressCell, target: number | null, t: TFunction): string {
  return cell[2] === null ? statusWords(cell, target, t) : `${statusWords(cell, target, t)} · ${cell[2]}%`;
}
