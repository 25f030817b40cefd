/**
 * Visitors play without an account; their runs belong to this browser through a signed cookie
 * holding a random id, the visitor id (game_runs.visitor_id, class_race_players.visitor_id). It is
 * set when a visitor starts their first game. The cookie keeps its first name, cp_guest: renamed, it
 * would part every visitor from their runs.
 */
import { randomUUID } from "node:crypto";
import { createCookie, type AppLoadContext } from "@remix-run/node";
import { cookieSecure } from "./cookies.server";

function visitorCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_guest", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    secrets: [context.cookieSecret],
    secure: cookieSecure(request, context),
  });
}

const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** This browser's visitor id, or null (no cookie, or one whose signature does not match). */
export async function readVisitorId(request: Request, context: AppLoadContext): Promise<string | null> {
  const value: unknown = await visitorCookie(request, context).parse(request.headers.get("Cookie"));
  return typeof value === "string" && VISITOR_ID.test(value) ? value : null;
}

/** This browser's visitor id, made now when it has none (send `setCookie` with the response). */
export async function ensureVisitorId(request: Request, context: AppLoadContext): Promise<{ visitorId: string; setCookie?: string }> {
  const existing = await readVisitorId(request, context);
  if (existing) return { visitorId: existing };
  const visitorId = randomUUID();
  return {
    visitorId,
    setCookie: await visitorCookie(request, context).serialize(visitorId),
  };
}
