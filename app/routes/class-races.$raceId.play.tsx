/**
 * /class-races/{id}/play: a player's page of a class race. In the lobby it shows who has joined
 * and waits for the host; at Start it takes the player to their run of the race (the ordinary
 * game stage, JS on or off); at the end it shows the final podium and the player's place.
 * Without JavaScript the lobby reloads itself every few seconds.
 */
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";
import { PlayerChips, Podium } from "~/components/class-race/Podium";
import { findRacePlayer, runIdOfPlayer } from "~/models/class-races/players.server";
import { classRaceById, finishClassRace } from "~/models/class-races/races.server";
import { loadRoom } from "~/models/class-races/room.server";
import { currentPlayer } from "~/models/runs/player.server";
import { PODIUM_SIZE } from "~/utils/class-race";
import { pageMeta } from "~/utils/meta";
import { playPath } from "~/utils/slug";
import { ordinal } from "~/utils/numbers";
import { useClassRoom } from "~/utils/use-class-room";
import { UUID } from "~/utils/uuid";

export const handle: I18nHandle = { i18n: "classrace" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

const LOBBY_REFRESH_SECONDS = 3;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  let race = UUID.test(params.raceId ?? "") ? await classRaceById(context.db, params.raceId!) : null;
  const t = await serverT(request, context, "classrace");
  if (!race) throw new Response(t("player.notFound"), { status: 404 });
  const racer = await currentPlayer(request, context);
  const player = racer ? await findRacePlayer(context.db, race.id, racer) : null;
  if (!player) throw redirect(`/join/${race.inviteCode}`);
  if (race.status === "playing" && race.endsAt && race.endsAt <= new Date()) {
    await finishClassRace(context.db, race.id, context.env.APP_TIME_ZONE);
    race = (await classRaceById(context.db, race.id))!;
  }
  const room = (await loadRoom(context.db, race.id))!;
  const runId = race.status === "lobby" ? null : await runIdOfPlayer(context.db, player.id);
  const runHref = runId ? `${playPath(room.game)}?run=${runId}#stage` : null;
  // The race is on: the player's place is their run's stage.
  if (race.status === "playing" && runHref) throw redirect(runHref);
  const meta = { title: t("projector.title", { code: race.inviteCode }), description: t("player.meta") };
  return json({ meta, room, you: player.id, runHref });
}

export default function ClassRacePlayer() {
  const data = useLoaderData<typeof loader>();
  const { room } = useClassRoom(data.room);
  const navigate = useNavigate();
  // Start: this page's loader sends the player on to their run.
  useEffect(() => {
    if (room.status === "playing" && data.room.status === "lobby") navigate(`/class-races/${room.id}/play`, { replace: true });
  }, [room.status, room.id, data.room.status, navigate]);
  const place = room.players.findIndex((p) => p.id === data.you) + 1;
  const me = room.players[place - 1];
  const { t } = useTranslation("classrace");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {room.status === "lobby" ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(LOBBY_REFRESH_SECONDS)} />
        </noscript>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        {t("banner.race")} <span className="font-mono">{room.code}</span> · {t("player.hostedBy", { host: room.host })}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{room.game.title}</h1>
      {room.status === "lobby" ? (
        <section aria-label={t("player.waitingRoom")} className="card mt-6 space-y-4 p-6">
          <p role="status" className="text-2xl font-bold text-indigo-950">
            {t("player.youAreIn", { name: me?.name, host: room.host })}
          </p>
          <p className="text-lg text-slate-700">{t("player.joined", { count: room.players.length })}</p>
          <PlayerChips players={room.players} you={data.you} />
        </section>
      ) : room.status === "finished" && room.playsFrom === null ? (
        <section aria-label={t("player.results")} className="card mt-6 space-y-4 p-6">
          <p role="status" className="text-2xl font-bold text-indigo-950 [overflow-wrap:anywhere]" data-testid="your-place">
            {t("player.closed", { host: room.host })}
          </p>
          <Link to="/games" className="btn-primary">
            {t("browseGames")}
          </Link>
        </section>
      ) : room.status === "finished" ? (
        <section aria-label={t("player.results")} className="mt-6 space-y-6">
          <p role="status" className="card p-6 text-2xl font-bold text-indigo-950" data-testid="your-place">
            {me ? t("player.came", { nth: ordinal(place), n: place, players: room.players.length, count: me.score }) : t("player.over")}
          </p>
          <div className="card p-6">
            <Podium
              players={room.players}
              size={PODIUM_SIZE}
              gold={room.mode === "gold"}
              you={data.you}
              title={t("projector.finalPodium")}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            {data.runHref ? (
              <Link to={data.runHref} className="btn-secondary">
                {t("player.answers")}
              </Link>
            ) : null}
            <Link to="/games" className="btn-primary">
              {t("browseGames")}
            </Link>
          </div>
        </section>
      ) : (
        // JavaScript on, between the push and the navigation to the run.
        <p role="status" className="card mt-6 p-6 text-2xl font-bold text-indigo-950">
          {t("player.starting")}
        </p>
      )}
    </div>
  );
}
