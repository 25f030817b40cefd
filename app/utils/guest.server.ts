/**
 * Visitors play without an account; their runs belong to this browser through a signed cookie
 * holding a random id. It is set when a visitor starts their first game.
 */
import { randomUUID } from "node:crypto";
import { createCookie, type AppLoadContext } from "@remix-run/node";
import { cookieSecure } from "./cookies.server";

function guestCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_guest", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    secrets: [context.cookieSecret],
    secure: cookieSecure(request, context),
  });
}

const GUEST_ID = /^[0-9a-f-]{36}$/;

/** This browser's guest id, or null (no cookie, or one whose signature does not match). */
export async function readGuestId(request: Request, context: AppLoadContext): Promise<string | null> {
  const value: unknown = await guestCookie(request, context).parse(request.headers.get("Cookie"));
  return typeof value === "string" && GUEST_ID.test(value) ? value : null;
}

/** This browser's guest id, made now when it has none (send `setCookie` with the response). */
export async function ensureGuestId(request: Request, context: AppLoadContext): Promise<{ guestId: string; setCookie?: string }> {
  const existing = await readGuestId(request, context);
  if (existing) return { guestId: existing };
  const guestId = randomUUID();
  return {
    guestId,
    setCookie: await guestCookie(request, context).serialize(guestId),
  };
}
