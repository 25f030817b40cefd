/**
 * POST /class-races/{id}/teams: the host's team buttons in a Teams race's lobby (the projector):
 * split the class by the order of joining, or move one player to a team. Plain forms that come
 * back to the projector (a fetcher when JavaScript is on); a refusal is its words with a 4xx,
 * shown on this page without JavaScript, with the way back.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";
import { hostedRace } from "~/models/class-races/host.server";
import { moveToTeam, splitTeams, teamsForm } from "~/models/class-races/modes/teams.server";
import { parseForm } from "~/utils/read-form.server";

export const handle: I18nHandle = { i18n: "classrace" };

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/class-races/${params.raceId}`);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const [parsed, t] = await Promise.all([parseForm(request, teamsForm), serverT(request, context, "classrace")]);
  if (!parsed.success) return json({ error: t("projector.unreadable") }, { status: 400 });
  const form = parsed.data;
  const done =
    form.intent === "split" ? await splitTeams(context.db, race.id, t) : await moveToTeam(context.db, race.id, form.playerId, form.team, t);
  if (!done.ok) return json({ error: done.message }, { status: done.status });
  return redirect(`/class-races/${race.id}`);
}

export default function TeamsRefused() {
  const refused = useActionData<typeof action>();
  const { raceId } = useParams();
  const { t } = useTranslation("classrace");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-lg text-red-900">
        {refused?.error ?? t("projector.unreadable")}
      </p>
      <Link to={`/class-races/${raceId}`} className="btn-primary mt-4">
        {t("teamsPage.back")}
      </Link>
    </div>
  );
}
