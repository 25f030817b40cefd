/**
 * The one code space of /join/{code}: two-player sessions, class races and classes all take
 * 6-character codes from INVITE_ALPHABET, and a code names at most one of them, so the join page
 * and the /games box find whichever it is.
 */
import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { classes, classRaces, multiplayerSessions } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { INVITE_CODE_LENGTH } from "~/utils/join";

/** No 0/O, 1/I/L look-alikes: a code is read off a projector and typed by children. */
export const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** Does any session, class race or class hold `code`? */
export async function joinCodeInUse(db: Queryable, code: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from ${multiplayerSessions} where ${eq(multiplayerSessions.inviteCode, code)})
        or exists (select 1 from ${classRaces} where ${eq(classRaces.inviteCode, code)})
        or exists (select 1 from ${classes} where ${eq(classes.joinCode, code)}) as taken`,
  );
  return Boolean(row?.taken);
}

/** A code nothing holds yet (a clash is vanishingly rare; the tables' unique keys guard the rest). */
export async function freeJoinCode(db: Queryable): Promise<string> {
  for (;;) {
    const code = newJoinCode();
    if (!(await joinCodeInUse(db, code))) return code;
  }
}
