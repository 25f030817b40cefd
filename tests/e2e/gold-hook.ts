/**
 * The end-to-end server's Gold Quest hook (tests/e2e/app-server.ts, test-only): `POST
 * /__e2e/chest-picks` with `{ raceId }`, for the race's host, answers what each closed chest of each
 * player's next chest holds, by the server's own draw (drawChest, from the race's seed), so a journey
 * can pick the chest that steals or swaps instead of playing until one does.
 */
import type { AppLoadContext } from "@remix-run/node";
import { and, count, eq, like } from "drizzle-orm";
import { classRaceEvents } from "../../drizzle/schema";
import { signedInUserId } from "~/models/auth.server";
import { drawChest } from "~/models/class-races/modes/gold-chests.server";
import { classRaceById } from "~/models/class-races/races.server";
import { loadRoom } from "~/models/class-races/room.server";
import { CHESTS } from "~/utils/gold-quest";

export const CHEST_PICKS_PATH = "/__e2e/chest-picks";

export async function testChestPicks(request: Request, context: AppLoadContext): Promise<Response> {
  const { raceId } = ((await request.json().catch(() => null)) ?? {}) as { raceId?: unknown };
  const race = typeof raceId === "string" ? await classRaceById(context.db, raceId) : null;
  if (!race || race.hostId !== (await signedInUserId(request, context)))
    return Response.json({ error: "the host's race id" }, { status: 400 });
  const room = (await loadRoom(context.db, race.id))!;
  const players = [];
  for (const player of room.players) {
    const [opened] = await context.db
      .select({ n: count() })
      .from(classRaceEvents)
      .where(and(eq(classRaceEvents.playerId, player.id), like(classRaceEvents.kind, "chest:%")));
    const chest = Number(opened.n) + 1;
    const picks = Array.from({ length: CHESTS }, (_, i) => drawChest(race.seed, player.id, chest, i + 1).outcome);
    players.push({ name: player.name, gold: player.gold, chest, picks });
  }
  return Response.json({ players });
}
