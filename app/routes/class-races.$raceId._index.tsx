/**
 * /class-races/{id}: the host's projector view, made for a classroom screen (1280×720) and a
 * phone. The lobby shows the code huge, the join link and its QR code, and the players as they
 * join; then Start, a clock the back row can read, the live top five and End; then the final
 * podium and the report. With JavaScript the room is pushed live; without it the page reloads
 * itself every few seconds and every button is a form.
 *
 * The class sees none of the host's buttons: `?screen=class` is the same room without them (a
 * window for the projector while the host keeps this one), and in full screen they hide until a key is pressed.
 * Closing the lobby asks first (`?confirm=close`); a race closed before it started has no podium.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languageOf, serverT } from "~/models/language.server";
import { gameLanguageOf } from "~/games/language";
import { PlayerChips, Podium } from "~/components/class-race/Podium";
import { RaceClock } from "~/components/class-race/RaceClock";
import { LobbyControls } from "~/components/class-race/LobbyControls";
import { ProjectorBar } from "~/components/class-race/ProjectorBar";
import { ProjectorMode } from "~/components/class-race/modes/ProjectorMode";
import { GoldLive } from "~/components/class-race/modes/GoldBoard";
import { hostedRace, raceLevelName } from "~/models/class-races/host.server";
import { classById } from "~/models/classes/classes.server";
import { projectorForm, joinQrSvg } from "~/models/class-races/forms.server";
import { removeRacePlayer, renameRacePlayer } from "~/models/class-races/players.server";
import { finishClassRace, setLocked, setVisitorsAllowed, startClassRace } from "~/models/class-races/races.server";
import { loadRoom } from "~/models/class-races/room.server";
import { PODIUM_SIZE } from "~/utils/class-race";
import { pageMeta } from "~/utils/meta";
import { parseForm } from "~/utils/read-form.server";
import { playPath } from "~/utils/slug";
import { siteOrigin } from "~/utils/url.server";
import { useClassRoom } from "~/utils/use-class-room";
import type { RouteHandle } from "~/root";

/** A classroom screen: no site header, footer or coin balance (ProjectorBar instead). */
export const handle: RouteHandle = { layout: false, i18n: ["classrace", "race-form"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** Without JavaScript the projector reloads itself this often (lobby and race). */
const REFRESH_SECONDS = 3;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const t = await serverT(request, context, "classrace");
  const query = new URL(request.url).searchParams;
  const room = (await loadRoom(context.db, race.id))!;
  const joinUrl = `${siteOrigin(request, context)}/join/${race.inviteCode}`;
  const level = await raceLevelName(context.db, race, room.game.title, gameLanguageOf(await languageOf(request, context)));
  const klass = race.classId ? await classById(context.db, race.classId) : null;
  return json({
    meta: { title: t("projector.title", { code: race.inviteCode }), description: t("projector.meta") },
    room,
    joinUrl,
    qr: await joinQrSvg(joinUrl),
    level,
    playHref: playPath(room.game),
    klass: klass ? { id: klass.id, name: klass.name } : null,
    classScreen: query.get("screen") === "class",
    confirmClose: query.get("confirm") === "close",
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const race = await hostedRace(request, context, params.raceId);
  const parsed = await parseForm(request, projectorForm);
  const t = await serverT(request, context, "classrace");
  if (!parsed.success) return json({ error: t("projector.unreadable") }, { status: 400 });
  const form = parsed.data;
  if (form.intent === "start") {
    const started = await startClassRace(context.db, race.id, new Date(), t);
    if (!started.ok) return json({ error: started.message }, { status: started.status });
  } else if (form.intent === "end" || form.intent === "close") {
    // A running race ends at once (End); a lobby closes only once the host said yes (`?confirm=close`).
    const asked = race.status === "lobby" ? form.intent === "close" : form.intent === "end";
    if (!asked && race.status === "lobby") return redirect(`/class-races/${race.id}?confirm=close`);
    if (asked) await finishClassRace(context.db, race.id, context.env.APP_TIME_ZONE, { force: true });
  } else if (form.intent === "remove") {
    const removed = await removeRacePlayer(context.db, race.id, form.playerId, t);
    if (!removed.ok) return json({ error: removed.message }, { status: removed.status });
  } else if (form.intent === "rename") {
    await renameRacePlayer(context.db, race.id, form.playerId);
  } else if (form.intent === "lock") {
    await setLocked(context.db, race, form.locked === "yes");
  } else if (race.status === "lobby") {
    await setVisitorsAllowed(context.db, race, form.allowed === "yes");
  }
  return redirect(`/class-races/${race.id}`);
}

export default function Projector() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { room, offsetMs } = useClassRoom(data.room);
  const joinPath = data.joinUrl.replace(/^https?:\/\//, "");
  const host = !data.classScreen;
  const teamBarsOnTop = room.mode === "teams" && room.status === "playing";
  const { t } = useTranslation("classrace");
  return (
    <div className="min-h-screen bg-slate-50">
      <ProjectorBar
        back={
          host
            ? {
                to: data.klass ? `/teach/classes/${data.klass.id}` : "/class-races",
                label: data.klass ? data.klass.name : t("projector.myRaces"),
              }
            : null
        }
        classScreen={host && room.status !== "finished" ? `/class-races/${room.id}?screen=class` : null}
        endable={host && room.status === "playing"}
      />
      <div className="mx-auto max-w-6xl px-4 py-6">
        {room.status !== "finished" ? (
          <noscript>
            <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
          </noscript>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t("projector.heading", { game: room.game.title })}
            {data.level ? <span className="ml-2 text-lg font-semibold text-slate-600">· {data.level}</span> : null}
          </h1>
          <p className="text-lg font-semibold text-slate-700" data-testid="room-count">
            {t("projector.count", { players: room.players.length, count: room.seats })}
          </p>
        </div>
        {posted?.error ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-lg text-red-900">
            {posted.error}
          </p>
        ) : null}

        {room.status === "lobby" ? (
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
            <section aria-label={t("projector.howToJoin")} className="card flex flex-col items-center p-6 text-center">
              <p className="text-xl font-semibold text-slate-700">{t("projector.goTo")}</p>
              <p className="break-all text-xl font-bold text-indigo-800 sm:text-2xl" data-testid="join-link">
                {joinPath}
              </p>
              <p className="mt-3 text-xl font-semibold text-slate-700">{t("projector.orCode")}</p>
              <p
                className="font-mono text-5xl font-black tracking-[0.15em] text-indigo-950 sm:text-8xl sm:tracking-[0.2em]"
                data-testid="race-code"
              >
                {room.code}
              </p>
              <div
                className="mt-4 w-48 sm:w-56 [&>svg]:h-auto [&>svg]:w-full"
                role="img"
                aria-label={t("projector.qr", { url: data.joinUrl })}
                // The SVG is drawn on the server from the site's own join link (joinQrSvg).
                dangerouslySetInnerHTML={{ __html: data.qr }}
              />
              {data.klass ? (
                <p className="mt-4 text-lg font-semibold text-slate-800" data-testid="class-invite-note">
                  {t("projector.classNote", { name: data.klass.name })}
                </p>
              ) : null}
            </section>
            <section aria-label={t("report.playersTitle")} className="card flex flex-col gap-4 p-6">
              <h2 className="text-2xl font-extrabold text-indigo-950">{t("report.playersTitle")}</h2>
              <PlayerChips players={room.players} removable={host} />
              {host ? <LobbyControls room={room} confirmClose={data.confirmClose} /> : null}
            </section>
          </div>
        ) : null}

        {room.status === "playing" ? (
          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)]">
            <section aria-label={t("projector.clock")} className="card flex flex-col items-center justify-center gap-4 p-6 text-center">
              <RaceClock room={room} offsetMs={offsetMs} large />
              <p className="text-lg text-slate-700">
                {t("projector.code")} <span className="font-mono font-bold">{room.code}</span>
              </p>
            </section>
            {/* In Teams the team bars are the race: they take the top five's place, in view on a 720 px projector. */}
            {teamBarsOnTop ? (
              <ProjectorMode room={room} host={host} />
            ) : (
              <div className="card p-6">
                {room.mode === "gold" ? (
                  <GoldLive room={room} />
                ) : (
                  <Podium players={room.players} size={PODIUM_SIZE} title={t("projector.topFive")} />
                )}
              </div>
            )}
          </div>
        ) : null}

        {room.status === "finished" && room.playsFrom === null ? (
          <section aria-label={t("projector.closed.label")} className="card mt-6 p-6 text-center" data-testid="race-closed">
            <h2 className="text-2xl font-extrabold text-indigo-950">{t("projector.closed.title")}</h2>
            <p className="mt-2 text-lg text-slate-700">{t("projector.closed.text")}</p>
            {host ? (
              <Link to={`${data.playHref}#class-race`} className="btn-primary mt-4">
                {t("projector.another")}
              </Link>
            ) : null}
          </section>
        ) : null}

        {room.status === "finished" && room.playsFrom !== null ? (
          <div className={`mt-6 grid grid-cols-1 gap-6 ${host ? "lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)]" : ""}`}>
            <div className="card p-6">
              <Podium players={room.players} size={PODIUM_SIZE} gold={room.mode === "gold"} title={t("projector.finalPodium")} />
            </div>
            {host ? (
              <section aria-label={t("projector.after.label")} className="host-control card flex flex-col gap-3 p-6">
                <h2 className="text-2xl font-extrabold text-indigo-950">{t("projector.after.title")}</h2>
                <p className="text-slate-700">{t("projector.after.text")}</p>
                <Link to={`/class-races/${room.id}/report`} className="btn-primary">
                  {t("projector.after.report")}
                </Link>
                <a href={`/class-races/${room.id}/report.csv`} className="btn-secondary" download>
                  {t("projector.after.csv")}
                </a>
                <Link to={`${data.playHref}#class-race`} className="btn-secondary">
                  {t("projector.another")}
                </Link>
              </section>
            ) : null}
          </div>
        ) : null}
        {teamBarsOnTop ? null : <ProjectorMode room={room} host={host} />}
      </div>
    </div>
  );
}
