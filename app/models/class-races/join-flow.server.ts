/** Joining a class race from a page (its card, the /games join box): where the player goes next. */
import type { AppLoadContext } from "@remix-run/node";
import { clientAddress } from "~/utils/client-address.server";
import { fixedT } from "~/i18n/messages.server";
import { languageOf } from "~/models/language.server";
import { redirectWithToast } from "~/utils/toast.server";
import { joinClassRace, visitorName } from "./players.server";
import type { Player } from "../runs/runs.server";
import type { ClassRace } from "./races.server";

/**
 * Joins and answers with the next page: the race's player page, or back to its card with the
 * reason, in the reader's language. `setCookie` carries a visitor's new cp_guest cookie;
 * `typedName` is the name a visitor typed (empty: a made-up one).
 */
export async function joinRaceAndGo(
  request: Request,
  context: AppLoadContext,
  race: ClassRace,
  racer: Player,
  { setCookie, typedName }: { setCookie?: string; typedName?: string } = {},
) {
  const init = setCookie ? { headers: { "Set-Cookie": setCookie } } : {};
  const language = await languageOf(request, context);
  const t = fixedT(language, "classrace");
  const refuse = (description: string) =>
    redirectWithToast(request, context, `/join/${race.inviteCode}`, { title: t("joining.failed"), description, variant: "error" }, init);
  const name = "visitorId" in racer ? visitorName(typedName, fixedT(language, "checks")) : null;
  if (name && !name.ok) return refuse(name.message);
  const outcome = await joinClassRace(
    context.db,
    { race, racer, address: clientAddress(request, context), nickname: name?.nickname, language },
    t,
  );
  if (!outcome.ok) return refuse(outcome.message);
  return redirectWithToast(
    request,
    context,
    `/class-races/${race.id}/play`,
    {
      title: outcome.rejoined ? t("joining.welcomeBack") : t("joining.welcome"),
      description: outcome.player.nickname
        ? t("joining.youAre", { name: outcome.player.nickname })
        : t("joining.joined", { code: race.inviteCode }),
      variant: "success",
    },
    init,
  );
}
