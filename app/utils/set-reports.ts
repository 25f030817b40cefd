/** Why a player reports a teacher's set: the form's choices (their words: play.json's "report", sets.json's "reasons"). */
export const REPORT_REASONS = ["rude", "personal", "wrong", "other"] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];
