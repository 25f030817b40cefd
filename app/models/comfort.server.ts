/**
 * Where a player's comfort settings (app/comfort-settings.ts) are kept: on the account
 * (profiles.comfort), or for a visitor in this browser's cp_comfort cookie. Both are read through
 * one zod schema, so a setting missing from what is stored takes its default and anything else
 * is dropped.
 */
import { createCookie, type AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { profiles } from "../../drizzle/schema";
import { COMFORT_DEFAULTS, type Comfort } from "~/comfort-settings";
import { cookieSecure } from "~/utils/cookies.server";

const stored = z.object(
  Object.fromEntries(Object.entries(COMFORT_DEFAULTS).map(([key, value]) => [key, z.boolean().catch(value).default(value)])) as Record<
    keyof Comfort,
    z.ZodDefault<z.ZodCatch<z.ZodBoolean>>
  >,
);

/** Stored settings (JSON from the account or the cookie) as a whole Comfort; anything unreadable is the defaults. */
export function readComfort(value: unknown): Comfort {
  const parsed = stored.safeParse(value ?? {});
  return parsed.success ? parsed.data : { ...COMFORT_DEFAULTS };
}

function comfortCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_comfort", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    secure: cookieSecure(request, context),
  });
}

/**
 * The settings of the signed-in player (read with the sign-in itself: models/auth.server.ts), else
 * of this browser.
 */
export async function comfortOf(request: Request, context: AppLoadContext, user: { comfort: Comfort } | null): Promise<Comfort> {
  if (user) return user.comfort;
  return readComfort(await comfortCookie(request, context).parse(request.headers.get("Cookie")));
}

/** Keeps `comfort` on the account, or for a visitor returns the cookie that keeps it in this browser. */
export async function saveComfort(
  request: Request,
  context: AppLoadContext,
  userId: string | null,
  comfort: Comfort,
): Promise<{ setCookie?: string }> {
  if (userId) {
    await context.db.update(profiles).set({ comfort }).where(eq(profiles.id, userId));
    return {};
  }
  return { setCookie: await comfortCookie(request, context).serialize(comfort) };
}

const setting = z.enum(Object.keys(COMFORT_DEFAULTS) as [keyof Comfort, ...(keyof Comfort)[]]);
const checkbox = z.literal("on").optional();

/** /comfort's forms: the whole page's checkboxes, or one switch of the stage (sound, read aloud). */
const comfortForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    ...(Object.fromEntries(Object.keys(COMFORT_DEFAULTS).map((key) => [key, checkbox])) as Record<keyof Comfort, typeof checkbox>),
    returnTo: z.string().optional(),
  }),
  z.object({ intent: z.literal("switch"), setting, on: z.enum(["0", "1"]), mode: z.literal("json").optional() }),
]);

/** The settings a posted form asks for, from `current`; null when the form is not one of /comfort's. */
export function comfortFromForm(
  form: Record<string, string>,
  current: Comfort,
): { comfort: Comfort; returnTo?: string; json: boolean } | null {
  const parsed = comfortForm.safeParse(form);
  if (!parsed.success) return null;
  const data = parsed.data;
  if (data.intent === "switch") return { comfort: { ...current, [data.setting]: data.on === "1" }, json: data.mode === "json" };
  const comfort = Object.fromEntries(
    Object.keys(COMFORT_DEFAULTS).map((key) => [key, data[key as keyof Comfort] === "on"]),
  ) as unknown as Comfort;
  return { comfort, returnTo: data.returnTo, json: false };
}
