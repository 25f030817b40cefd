/**
 * /class-races/{id}/power: Power-ups mode's forms and the projector's list of who holds what.
 * POST uses one of the player's power-ups (a plain form that goes back to the player's race page
 * with what happened, or `mode=json` from their page's fetcher); GET, for the race's host and
 * players, is every player's power-ups (the projector reads it again as events come).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getSignedInUser } from "~/models/auth.server";
import { findRacePlayer, raceFollower, runIdOfPlayer } from "~/models/class-races/players.server";
import { loadRoom } from "~/models/class-races/room.server";
import { powerUseForm, spendPower } from "~/models/class-races/modes/powerups.server";
import { powersOfRace } from "~/models/class-races/modes/powers-held.server";
import { currentPlayer } from "~/models/runs/player.server";
import { serverT } from "~/models/language.server";
import { readFormAs } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readVisitorId } from "~/utils/visitor.server";
import { playPath } from "~/utils/slug";
import { UUID } from "~/utils/uuid";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const raceId = params.raceId ?? "";
  const { user } = await getSignedInUser(request, context);
  const visitorId = await readVisitorId(request, context);
  if (!UUID.test(raceId) || !(await raceFollower(context.db, raceId, { userId: user?.id ?? null, visitorId })))
    throw new Response("Only the host and the players of this race can see its power-ups.", { status: 403 });
  return json({ held: await powersOfRace(context.db, raceId) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const raceId = params.raceId ?? "";
  const racer = await currentPlayer(request, context);
  const player = racer && UUID.test(raceId) ? await findRacePlayer(context.db, raceId, racer) : null;
  const t = await serverT(request, context, "classrace");
  if (!player) throw new Response(t("powers.used.onlyPlayers"), { status: 403 });
  const { seq, mode } = await readFormAs(request, powerUseForm(t));
  const used = await spendPower(context.db, { raceId, playerId: player.id, seq }, t);
  if (mode === "json") return used.ok ? json({ said: used.said }) : json({ error: used.message }, { status: used.status });
  // Back to the player's run (straight there: a redirect on the way would drop the toast).
  const [room, runId] = [await loadRoom(context.db, raceId), await runIdOfPlayer(context.db, player.id)];
  const back = room && runId ? `${playPath(room.game)}?run=${runId}#stage` : `/class-races/${raceId}/play`;
  if (!used.ok) return redirectWithToast(request, context, back, { title: used.message, variant: "error" });
  return redirectWithToast(request, context, back, { title: used.said, variant: "success" });
}
