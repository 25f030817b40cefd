/** Who is playing, from a request: the signed-in player, else this browser's visitor (if it has an id yet). */
import type { AppLoadContext } from "@remix-run/node";
import { readVisitorId } from "~/utils/visitor.server";
import { getSignedInUser } from "../auth.server";
import type { Player } from "./runs.server";

/**
 * The signed-in player, else this browser's visitor id, or null (a visitor who never started a
 * run). `user`: the signed-in user when the caller has looked it up already (a post's sign-in
 * lookup is not shared within the request).
 */
export async function currentPlayer(request: Request, context: AppLoadContext, user?: { id: string } | null): Promise<Player | null> {
  const signedIn = user === undefined ? (await getSignedInUser(request, context)).user : user;
  if (signedIn) return { userId: signedIn.id };
  const visitorId = await readVisitorId(request, context);
  return visitorId ? { visitorId } : null;
}
