/**
 * POST /class-races/new: "Host a class race" on a multiplayer game's play page, or "Race with
 * this class" on a class's page. Any signed-in player may host; only a class's teacher races
 * with the class. The race opens in its lobby and the host lands on the projector view.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/models/auth.server";
import { classById } from "~/models/classes/classes.server";
import { MAX_SEATS } from "~/utils/class-race";
import { hostRaceFormIn } from "~/models/class-races/forms.server";
import { createClassRace } from "~/models/class-races/races.server";
import { parseForm } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";
import { serverT } from "~/models/language.server";

export async function loader() {
  return redirect("/games");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const referer = safeRedirectPath(new URL(request.headers.get("Referer") ?? "/games", "http://x").pathname, "/games");
  const t = await serverT(request, context, "classrace");
  const user = await requireUser(request, context, {
    redirectTo: referer,
    toast: { title: t("signInRequired"), description: t("new.signIn") },
  });
  const parsed = await parseForm(request, hostRaceFormIn(await serverT(request, context, "checks")));
  // A refusal goes back to the form it came from, which keeps what the host chose.
  const refuse = (description: string) =>
    redirectWithToast(request, context, `${referer}#class-race`, { title: t("new.refused"), description, variant: "error" });
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? t("new.check"));
  const { gameId, setId, level, seats, minutes, visitors, classId, mode, teams } = parsed.data;
  const klass = classId ? await classById(context.db, classId) : null;
  if (classId && klass?.teacherId !== user.id) return refuse(t("new.notTeacher"));
  const created = await createClassRace(
    context.db,
    {
      hostId: user.id,
      ...(setId ? { setId } : { gameId: gameId! }),
      level: typeof level === "number" ? level : null,
      classId,
      // A class's race seats the whole class (the race's own limit caps it).
      seats: klass ? Math.min(klass.seats, MAX_SEATS) : seats,
      visitorsAllowed: visitors === "on",
      seconds: minutes * 60,
      mode,
      teamCount: teams,
    },
    t,
  );
  if (!created.ok) return refuse(created.message);
  return redirect(`/class-races/${created.race.id}`);
}
