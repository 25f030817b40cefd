/**
 * A parent's way into a school student's account (docs/decisions/login-cards.md): the 12-character
 * code of the letter home, typed at /parent/code. The code travels in the form's body, never in
 * an address (addresses end up in logs and histories); a right code then sits in a short-lived,
 * signed, httpOnly cookie that only /parent pages get, so the page reloads, the download is
 * a plain link and the delete a plain form. Wrong codes are counted per address and refused past
 * the limit (429), so the code cannot be guessed.
 */
import { createCookie, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { classes, profiles, schoolStudents } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { INVITE_ALPHABET } from "~/models/join-codes.server";
import { NOT_SURE } from "~/models/parent-answer.server";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { hitRateLimits, refundRateLimits, type Limit } from "~/models/rate-limit.server";
import { clientAddress } from "~/utils/client-address.server";
import { cookieSecure } from "~/utils/cookies.server";
import { teacherSeesName } from "./accounts.server";

/**
 * Wrong codes from one address in 15 minutes: a parents' evening on the school's network, each
 * parent mistyping twice, passes; the code space (32^12) makes this many guesses worthless.
 */
export const WRONG_PARENT_CODES_PER_ADDRESS = { max: 30, windowSeconds: 900 } as const;

/** How long a right code opens the page on this device: enough to read, download and decide. */
export const PARENT_CODE_MINUTES = 30;

/** The refusals, in the reader's words (`t`: the `parent` namespace); the constants are the spec's English. */
export const wrongCode = (t: TFunction = englishT("parent")) => t("code.wrong");
export const codeClosed = (t: TFunction = englishT("parent")) => t("code.closed");
export const WRONG_CODE = wrongCode();
export const CODE_CLOSED = codeClosed();

/** The refusal past the limit, with when to try again. */
export function tooManyWrongCodes(retryAfterSeconds: number, t: TFunction = englishT("parent")): string {
  return t("code.tooMany", { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

const CODE = new RegExp(`^[${INVITE_ALPHABET}]{12}$`);

/** The code as typed, forgiven its dashes, spaces and lower case; null when it cannot be a code. */
export function readParentCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  return CODE.test(code) ? code : null;
}

const teachers = alias(profiles, "teachers");

/** The child a code opens, as the parent's page shows them; null for a code that opens nothing. */
export async function childByParentCode(db: Queryable, code: string) {
  const [row] = await db
    .select({
      userId: schoolStudents.userId,
      firstName: schoolStudents.firstName,
      lastInitial: schoolStudents.lastInitial,
      nickname: profiles.username,
      className: classes.name,
      teacherName: sql<string>`coalesce(${teachers.displayName}, ${teachers.username})`,
      createdAt: schoolStudents.createdAt,
      lastSignInAt: schoolStudents.lastSignInAt,
    })
    .from(schoolStudents)
    .innerJoin(profiles, eq(profiles.id, schoolStudents.userId))
    .innerJoin(teachers, eq(teachers.id, schoolStudents.teacherId))
    .innerJoin(classes, eq(classes.id, schoolStudents.classId))
    .where(eq(schoolStudents.parentCode, code));
  return row ? { ...row, name: teacherSeesName(row) } : null;
}

export type CodeChild = NonNullable<Awaited<ReturnType<typeof childByParentCode>>>;

export type CodeOutcome =
  { ok: true; child: CodeChild; code: string } | { ok: false; wrong: true } | { ok: false; retryAfterSeconds: number };

/**
 * A typed code, counted against the client's address before any lookup (so racing guesses each
 * hold their place in the count) and taken off again when it was right: only wrong codes count.
 */
export async function tryParentCode(request: Request, context: AppLoadContext, typed: string): Promise<CodeOutcome> {
  const now = new Date();
  const limits: Limit[] = [{ key: `parent-code:ip:${clientAddress(request, context)}`, ...WRONG_PARENT_CODES_PER_ADDRESS }];
  const counted = await hitRateLimits(context.db, limits, now);
  if (!counted.allowed) return { ok: false, retryAfterSeconds: counted.retryAfterSeconds };
  const code = readParentCode(typed);
  const child = code ? await childByParentCode(context.db, code) : null;
  if (!code || !child) return { ok: false, wrong: true };
  await refundRateLimits(context.db, limits, now);
  return { ok: true, child, code };
}

function codeCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_parent_code", {
    httpOnly: true,
    // Only this site's own pages carry it: no other site's link or form can act with it.
    sameSite: "strict",
    // Not "/parent/code": the page's own data requests (single fetch) go to /parent/code.data.
    path: "/parent",
    maxAge: PARENT_CODE_MINUTES * 60,
    secrets: [context.cookieSecret],
    secure: cookieSecure(request, context),
  });
}

/** The Set-Cookie that opens the page on this device for a while. */
export function rememberParentCode(request: Request, context: AppLoadContext, code: string): Promise<string> {
  return codeCookie(request, context).serialize(code);
}

/** The Set-Cookie that closes it again. */
export function forgetParentCode(request: Request, context: AppLoadContext): Promise<string> {
  return codeCookie(request, context).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The child this device's code opens now; null when it has none, it expired, or the account is gone. */
export async function childOfThisDevice(request: Request, context: AppLoadContext): Promise<CodeChild | null> {
  let value: unknown;
  try {
    value = await codeCookie(request, context).parse(request.headers.get("Cookie"));
  } catch {
    return null; // a cookie that is not ours decodes to garbage
  }
  const code = typeof value === "string" ? readParentCode(value) : null;
  return code ? childByParentCode(context.db, code) : null;
}

/** The page's forms: a typed code, leaving, or deleting (with the box ticked). */
export const parentCodeForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("code"), code: z.string().max(40) }),
  z.object({ intent: z.literal("leave") }),
  z.object({ intent: z.literal("delete"), sure: z.literal("on", { errorMap: () => ({ message: NOT_SURE }) }) }),
]);
