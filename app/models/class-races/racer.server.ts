/** Who is looking at a class race's player page: a signed-in player, or a visitor's browser. */
import type { AppLoadContext } from "@remix-run/node";
import { getSignedInUser } from "~/models/auth.server";
import { readGuestId } from "~/utils/guest.server";
import type { Racer } from "./players.server";

export async function currentRacer(request: Request, context: AppLoadContext): Promise<Racer | null> {
  const { user } = await getSignedInUser(request, context);
  if (user) return { userId: user.id };
  const guestId = await readGuestId(request, context);
  return guestId ? { guestId } : null;
}
