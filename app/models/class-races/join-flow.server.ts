/** Joining a class race from a page (its card, the /games join box): where the player goes next. */
import type { AppLoadContext } from "@remix-run/node";
import { clientAddress } from "~/utils/client-address.server";
import { languageOf } from "~/models/language.server";
import { redirectWithToast } from "~/utils/toast.server";
import { joinClassRace, visitorName } from "./players.server";
import type { Player } from "../runs/runs.server";
import type { ClassRace } from "./races.server";

/**
 * Joins and answers with the next page: the race's player page, or back to its card with the
 * reason. `setCookie` carries a visitor's new cp_guest cookie; `typedName` is the name a visitor
 * typed (empty: a made-up one).
 */
export async function joinRaceAndGo(
  request: Request,
  context: AppLoadContext,
  race: ClassRace,
  racer: Player,
  { setCookie, typedName }: { setCookie?: string; typedName?: string } = {},
) {
  const init = setCookie ? { headers: { "Set-Cookie": setCookie } } : {};
  const name = "visitorId" in racer ? visitorName(typedName) : null;
  if (name && !name.ok)
    return redirectWithToast(
      request,
      context,
      `/join/${race.inviteCode}`,
      { title: "Could not join", description: name.message, variant: "error" },
      init,
    );
  const outcome = await joinClassRace(context.db, {
    race,
    racer,
    address: clientAddress(request, context),
    nickname: name?.nickname,
    language: await languageOf(request, context),
  });
  if (!outcome.ok)
    return redirectWithToast(
      request,
      context,
      `/join/${race.inviteCode}`,
      { title: "Could not join", description: outcome.message, variant: "error" },
      init,
    );
  return redirectWithToast(
    request,
    context,
    `/class-races/${race.id}/play`,
    {
      title: outcome.rejoined ? "Welcome Back!" : "Welcome to the race!",
      description: outcome.player.nickname
        ? `You are ${outcome.player.nickname} in this race.`
        : `You joined class race ${race.inviteCode}.`,
      variant: "success",
    },
    init,
  );
}
