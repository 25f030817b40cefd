/**
 * The preview carries what it read to the "Create" press as a signed token in the page's form
 * (docs/decisions/roster-import.md): the roster as read (names already cleaned), deflated, with
 * the teacher's and the class's ids and an hour to live, under an HMAC with the cookie secret. A
 * token another class, teacher or hand made, or one past its hour, is refused; what it says is
 * matched against the database again at the press, under the class's lock.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { z } from "zod";
import type { Roster } from "./roster-files.server";

const TOKEN_LIFE_MS = 60 * 60 * 1000;
/** What a token may inflate to: far more than three 1 MB files read, far less than harm. */
const INFLATED_MAX = 16 * 1024 * 1024;

const student = z.object({
  firstName: z.string(),
  lastInitial: z.string(),
  studentRef: z.string().nullable(),
  rosterId: z.string().nullable(),
  at: z.string(),
});
const payload = z.object({
  teacherId: z.string(),
  classId: z.string(),
  expires: z.number(),
  roster: z.object({
    layout: z.enum(["list", "oneroster"]),
    classes: z.array(z.object({ id: z.string(), title: z.string(), students: z.array(student), problems: z.array(z.string()) })),
    problems: z.array(z.string()),
  }),
});

const mac = (secret: string, body: string) => createHmac("sha256", secret).update(`roster-import:${body}`).digest("base64url");

export function signRoster(
  secret: string,
  { teacherId, classId, roster }: { teacherId: string; classId: string; roster: Roster },
  now = Date.now(),
): string {
  const body = deflateRawSync(JSON.stringify({ teacherId, classId, expires: now + TOKEN_LIFE_MS, roster })).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/** The roster a token carries, if this server signed it for this teacher's class within the hour. */
export function openRoster(
  secret: string,
  token: string,
  { teacherId, classId }: { teacherId: string; classId: string },
  now = Date.now(),
): Roster | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = payload.safeParse(
      JSON.parse(inflateRawSync(Buffer.from(body, "base64url"), { maxOutputLength: INFLATED_MAX }).toString("utf8")),
    );
    if (!parsed.success) return null;
    const { data } = parsed;
    return data.teacherId === teacherId && data.classId === classId && data.expires > now ? data.roster : null;
  } catch {
    return null;
  }
}
