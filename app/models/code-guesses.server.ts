/**
 * Join codes cannot be guessed: a code that names a class shows the class and its teacher's
 * name, a race's or a session's lets a stranger in. Every code looked up on /join is counted
 * against the client's address and, signed in, its account, before any lookup; a code that names
 * something is taken off the count again, so only unknown codes count. Once either count is
 * reached, the lookup is refused (429, with when to retry) whatever the code, until its window
 * ends (docs/decisions/join-code-guessing.md).
 */
import type { AppLoadContext } from "@remix-run/node";
import { clientAddress } from "~/utils/client-address.server";
import { joinMessage } from "~/models/multiplayer/join-words.server";
import { joinCodeInUse } from "./join-codes.server";
import { hitRateLimits, refundRateLimits, type Limit, type LimitResult } from "./rate-limit.server";

/**
 * Unknown codes in 10 minutes. A school shares one address: a class of thirty mistyping a code
 * two times each passes. The code space (32^6, about a billion) holds a few thousand codes at a
 * time, so this many guesses find one in years, not minutes.
 */
export const UNKNOWN_CODES_PER_ADDRESS = { max: 120, windowSeconds: 600 } as const;
/** An account: a child mistyping a few codes, never a script trying them. */
export const UNKNOWN_CODES_PER_ACCOUNT = { max: 20, windowSeconds: 600 } as const;

function guessLimits(address: string, userId: string | null): Limit[] {
  const limits: Limit[] = [{ key: `code-guess:ip:${address}`, ...UNKNOWN_CODES_PER_ADDRESS }];
  if (userId) limits.push({ key: `code-guess:user:${userId}`, ...UNKNOWN_CODES_PER_ACCOUNT });
  return limits;
}

/** Whether `code` may be looked up for this client now; counts it, and takes it back when the code is in use. */
export async function mayLookUpCode(
  request: Request,
  context: AppLoadContext,
  { code, userId }: { code: string; userId: string | null },
): Promise<LimitResult> {
  const now = new Date();
  const limits = guessLimits(clientAddress(request, context), userId);
  const counted = await hitRateLimits(context.db, limits, now);
  if (counted.allowed && (await joinCodeInUse(context.db, code))) await refundRateLimits(context.db, limits, now);
  return counted;
}

/** The refusal as the join pages give it: the join flow's own words, and when to retry. */
export function tooManyGuesses(retryAfterSeconds: number) {
  return {
    message: joinMessage("rate_limited"),
    status: 429,
    headers: { "Retry-After": String(Math.max(1, retryAfterSeconds)) },
  };
}
