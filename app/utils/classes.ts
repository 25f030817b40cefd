/** The class rules a page shows (browser-safe: models/classes/ holds the rest). */
export const MAX_CLASSES = 10;
export const DEFAULT_SEATS = 40;
export const MAX_SEATS = 100;
export const CLASS_NAME_MAX = 60;

export const SCHOOL_USE =
  "I am a teacher acting for my school, and the class is for school use only: I will see only what the class does here.";
