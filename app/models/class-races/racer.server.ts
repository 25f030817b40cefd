/** Who is looking at a class race's player page: a signed-in player, or a visitor's browser. */
import type { AppLoadContext } from "@remix-run/node";
import { getSignedInUser } from "~/models/auth.server";
import { readVisitorId } from "~/utils/visitor.server";
import type { Racer } from "./players.server";

export async function currentRacer(request: Request, context: AppLoadContext): Promise<Racer | null> {
  const { user } = await getSignedInUser(request, context);
  if (user) return { userId: user.id };
  const visitorId = await readVisitorId(request, context);
  return visitorId ? { visitorId } : null;
}
