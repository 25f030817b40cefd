/** Roster import's limits (docs/security.md), shown on its page and held by the server. */

/** Each uploaded file at most 1 MB: a whole school's OneRoster export fits, a district's may not. */
export const ROSTER_FILE_MAX_BYTES = 1024 * 1024;
/** And at most 10,000 rows under its header. */
export const ROSTER_FILE_MAX_ROWS = 10_000;
/** The import page's posts: three files of 1 MB, or the preview's signed roster, with room for the form. */
export const ROSTER_FORM_BODY_LIMIT = 3 * ROSTER_FILE_MAX_BYTES + 64 * 1024;
