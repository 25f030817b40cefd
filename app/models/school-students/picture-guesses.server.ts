/**
 * Wrong pictures counted per address (docs/decisions/class-login.md). Each student's own misses
 * lock them out (./sign-in.server.ts); this stops one device trying student after student. A
 * school reaches us from one address, so the limit must let a class of thirty through with every
 * child missing five times (150, the most their lock-outs allow in the window), and more.
 * Counted before the check and taken back when the pictures were right, as code guesses are
 * (../code-guesses.server.ts), so racing guesses cannot slip past the count.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { z } from "zod";
import { clientAddress } from "~/utils/client-address.server";
import { LOGIN_PICTURES } from "~/utils/login-pictures";
import { UUID } from "~/utils/uuid";
import { hitRateLimits, refundRateLimits, type Limit, type LimitResult } from "../rate-limit.server";

/** Wrong picture guesses from one address in 15 minutes. */
export const PICTURE_MISSES_PER_ADDRESS = { max: 200, windowSeconds: 900 } as const;

export interface CountedGuess extends LimitResult {
  /** The guess was right after all: take it off the count. */
  refund(): Promise<void>;
}

export async function countPictureGuess(request: Request, context: AppLoadContext): Promise<CountedGuess> {
  const now = new Date();
  const limits: Limit[] = [{ key: `class-login:ip:${clientAddress(request, context)}`, ...PICTURE_MISSES_PER_ADDRESS }];
  const counted = await hitRateLimits(context.db, limits, now);
  return { ...counted, refund: () => refundRateLimits(context.db, limits, now) };
}

/** A picture step's post: the student, the first picture, and (the second step) the second; refused in the reader's words (`t`: the "class-login" messages). */
export function pictureGuessForm(t: TFunction = englishT("class-login")) {
  const picture = z
    .string()
    .regex(new RegExp(`^[0-${LOGIN_PICTURES.length - 1}]$`), t("problems.pickPicture"))
    .transform(Number);
  return z.object({
    student: z.string().regex(UUID, t("problems.pickName")),
    picture1: picture,
    picture2: picture.optional(),
  });
}
