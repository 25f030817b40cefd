/**
 * POST /class-races/{id}/teams: the host's team buttons in a Teams race's lobby (the projector):
 * split the class by the order of joining, or move one player to a team. Plain forms that come
 * back to the projector (a fetcher when JavaScript is on); a refusal is its words with a 4xx.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { hostedRace } from "~/models/class-races/host.server";
import { moveToTeam, splitTeams, teamsForm } from "~/models/class-races/modes/teams.server";
import { parseForm } from "~/utils/read-form.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/class-races/${params.raceId}`);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const parsed = await parseForm(request, teamsForm);
  if (!parsed.success) return json({ error: "That button could not be read. Please try again." }, { status: 400 });
  const form = parsed.data;
  const done =
    form.intent === "split" ? await splitTeams(context.db, race.id) : await moveToTeam(context.db, race.id, form.playerId, form.team);
  if (!done.ok) return json({ error: done.message }, { status: done.status });
  return redirect(`/class-races/${race.id}`);
}
