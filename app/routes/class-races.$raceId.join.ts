/**
 * POST /class-races/{id}/join: the class race card's buttons. "Join the race" joins with the
 * signed-in account; "Join as a visitor" with this browser (a cp_guest cookie) and the name
 * they typed, or a made-up one. A refusal goes back to the card with the reason.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getSignedInUser } from "~/models/auth.server";
import { joinRaceForm } from "~/models/class-races/forms.server";
import { joinRaceAndGo } from "~/models/class-races/join-flow.server";
import { classRaceById } from "~/models/class-races/races.server";
import { serverT } from "~/models/language.server";
import { ensureVisitorId } from "~/utils/visitor.server";
import { loginPath } from "~/utils/login";
import { readFormAs } from "~/utils/read-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { UUID } from "~/utils/uuid";

export async function loader() {
  return redirect("/games");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const race = UUID.test(params.raceId ?? "") ? await classRaceById(context.db, params.raceId!) : null;
  if (!race) {
    const t = await serverT(request, context, "classrace");
    return redirectWithToast(request, context, "/games", {
      title: t("joining.invalidTitle"),
      description: t("joining.notFound"),
      variant: "error",
    });
  }
  const { intent, name } = await readFormAs(request, joinRaceForm);
  const { user } = await getSignedInUser(request, context);
  if (user) return joinRaceAndGo(request, context, race, { userId: user.id });
  if (intent === "join-race") return redirect(loginPath(`/join/${race.inviteCode}`));
  const visitor = await ensureVisitorId(request, context);
  return joinRaceAndGo(request, context, race, { visitorId: visitor.visitorId }, { setCookie: visitor.setCookie, typedName: name });
}
