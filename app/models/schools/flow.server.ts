/**
 * What the browser carries from /auth/school/{slug} to its callback: the state, the nonce and the
 * PKCE verifier (so a callback we did not start, or an ID token minted for another request, is
 * refused) and where to go afterwards; and the refusal page every failure ends on.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { flowStore } from "~/models/auth-flow-cookie.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { SCHOOL_SLUG } from "./schools.server";

const flowSchema = z.object({
  slug: z.string().regex(SCHOOL_SLUG),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  redirectTo: z.string().transform((path) => safeRedirectPath(path)),
});

const store = flowStore("cp_school_oidc", "/auth/school", flowSchema);
export const saveSchoolFlow = store.save;
/** The flow this browser started, or null when missing, expired, forged or malformed. */
export const readSchoolFlow = store.read;

/** What a refused school sign-in shows: the reason in words, with a 4xx (or 502: the provider failed). */
export interface SchoolRefusal {
  refused: string;
  slug: string | null;
}

/** The refusal page's answer; the flow is single-use, so it goes too. The detail is only logged. */
export async function schoolRefusal(
  request: Request,
  context: AppLoadContext,
  { message, status, slug, detail }: { message: string; status: number; slug: string | null; detail?: string },
) {
  if (detail) console.warn(`auth school ${slug ?? "?"} refused: ${detail}`);
  const body: SchoolRefusal = { refused: message, slug };
  return json(body, { status, headers: { "Set-Cookie": await store.clear(request, context), "Cache-Control": "no-store" } });
}

export const clearSchoolFlow = store.clear;
