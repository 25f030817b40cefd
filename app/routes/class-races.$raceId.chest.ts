/**
 * POST /class-races/{id}/chest: a Gold Quest player opens their waiting chest (`chest` = which of
 * the three closed chests, 1-3; what it holds is drawn on the server). Without JavaScript the page
 * goes back to the player's race with the outcome as a toast; the panel's fetcher sends `as=data`
 * and reads the words as JSON.
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { openChestFor } from "~/models/class-races/modes/gold.server";
import { findRacePlayer } from "~/models/class-races/players.server";
import { serverT } from "~/models/language.server";
import { currentPlayer } from "~/models/runs/player.server";
import { parseForm } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { CHESTS, type ChestReply } from "~/utils/gold-quest";
import { UUID } from "~/utils/uuid";

const chestForm = (pick: string) =>
  z.object({
    chest: z.coerce.number({ invalid_type_error: pick }).int(pick).min(1, pick).max(CHESTS, pick),
    as: z.literal("data").optional(),
  });

export const loader = ({ params }: ActionFunctionArgs) => redirect(`/class-races/${params.raceId}/play`);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const raceId = params.raceId ?? "";
  const t = await serverT(request, context, "classrace");
  const racer = await currentPlayer(request, context);
  const player = UUID.test(raceId) && racer ? await findRacePlayer(context.db, raceId, racer) : null;
  if (!player) return json<ChestReply>({ error: t("chests.onlyPlayers") }, { status: 403 });
  const back = `/class-races/${raceId}/play`;
  const form = await parseForm(request, chestForm(t("chests.pick", { count: CHESTS })));
  const asData = form.success ? form.data.as === "data" : false;
  const { reply, status } = form.success
    ? await openChestFor(context.db, { raceId, playerId: player.id }, form.data.chest, t)
    : { reply: { error: form.error.issues[0].message }, status: 400 };
  if (asData) return json<ChestReply>(reply, { status });
  if (reply.error) return redirectWithToast(request, context, back, { title: reply.error, variant: "error" });
  return redirectWithToast(request, context, back, { title: reply.said ?? "", variant: "success" });
}
