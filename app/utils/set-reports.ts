/** Why a player reports a teacher's set: the form's choices and the words the teacher and the review list read. */
export const REPORT_REASONS = {
  rude: "Rude or unkind words",
  personal: "Someone's name or personal details",
  wrong: "Wrong answers",
  other: "Something else",
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;
