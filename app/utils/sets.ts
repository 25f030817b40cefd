/** A set editor's form: a 256 KB CSV file, or 100 quiz rows typed out, with room to spare. */
export const SET_FORM_BODY_LIMIT = 512 * 1024;
