/**
 * What a browser carries through a sign-in at another site (Google, a school's provider) and
 * back: a short-lived, signed, httpOnly cookie that only requests under `path` carry, holding a
 * value a zod schema checks on the way back in. SameSite=Lax still reaches the callback, a
 * top-level GET from the provider.
 */
import { createCookie, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { cookieSecure } from "~/utils/cookies.server";

/** Long enough to sign in on the provider's page, short enough that a stale flow expires. */
export const FLOW_MAX_AGE_SECONDS = 10 * 60;

export function flowStore<T extends z.ZodTypeAny>(name: string, path: string, schema: T) {
  const cookie = (request: Request, context: AppLoadContext) =>
    createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      path,
      maxAge: FLOW_MAX_AGE_SECONDS,
      secrets: [context.cookieSecret],
      secure: cookieSecure(request, context),
    });
  return {
    save: (request: Request, context: AppLoadContext, value: z.input<T>): Promise<string> => cookie(request, context).serialize(value),
    /** The value this browser holds, or null when missing, expired, forged or malformed. */
    async read(request: Request, context: AppLoadContext): Promise<z.output<T> | null> {
      let value: unknown;
      try {
        value = await cookie(request, context).parse(request.headers.get("Cookie"));
      } catch {
        return null; // a cookie that is not ours decodes to garbage
      }
      const parsed = schema.safeParse(value);
      return parsed.success ? (parsed.data as z.output<T>) : null;
    },
    clear: (request: Request, context: AppLoadContext): Promise<string> =>
      cookie(request, context).serialize("", { maxAge: 0, expires: new Date(0) }),
  };
}
