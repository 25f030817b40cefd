/**
 * Calling route loaders and actions directly, as Remix would, as a given player.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import { createSignInSession } from "~/models/auth.server";
import { takeToast } from "~/utils/toast.server";
import { get } from "./context";
import { createPlayer } from "./fixtures";

export type RouteFn = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => unknown;

/** The route's answer; a thrown Response (a redirect, a 404) is the answer too. */
export async function callRoute(
  fn: RouteFn,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    return (await fn({ request, context, params })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * What a loader gives its page: the JSON of a `json()` answer, or the object it returns as it is
 * (single fetch sends either to the page).
 */
export async function loaderData<T>(fn: RouteFn, request: Request, context: AppLoadContext): Promise<T> {
  const answer: unknown = await fn({ request, context, params: {} });
  return (answer instanceof Response ? await answer.json() : answer) as T;
}

/** The toast a response carries to the next page, or null. */
export async function toastOf(response: Response, context: AppLoadContext) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("cp_toast="));
  if (!cookie) return null;
  const { toast } = await takeToast(get("/", { Cookie: cookie.split(";")[0] }), context);
  return toast ? { title: toast.title, description: toast.description } : null;
}

/** A grown-up (born 1985, so they may teach) with a session, as `signedInPlayer`. */
export async function signedInAdult(context: AppLoadContext, options: { username?: string } = {}) {
  const player = await signedInPlayer(context, options);
  await context.db.update(users).set({ birthYear: 1985, birthMonth: 4 }).where(eq(users.id, player.id));
  return player;
}

/** A player with a session: `cookie` is the Cookie header for requests as them. */
export async function signedInPlayer(context: AppLoadContext, options: { balance?: number; username?: string } = {}) {
  const player = await createPlayer(context.db, options);
  const setCookie = await createSignInSession(get("/"), context, player.id);
  return { ...player, cookie: setCookie.split(";")[0] };
}
