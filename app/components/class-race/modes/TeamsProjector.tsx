/**
 * Teams mode on the projector: in the lobby the teams with their players (and for the host, Split
 * by joining order and a Move per player: plain forms, fetchers when JavaScript is on); while the
 * race runs the team bars large and, between rounds, the team talk across the screen; at the end
 * the team podium. Every team reads by its animal, name and shape, never its colour alone.
 */
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatCount } from "~/i18n/format";
import type { RoomPlayer, RoomView } from "~/utils/class-race";
import { teamLook, teamStandings } from "~/utils/class-race-teams";
import { SubmitButton } from "~/components/forms";
import { TeamBadge, TeamBars, useTeamTalk } from "./TeamBars";

export function TeamsProjector({ room, host }: { room: RoomView; host: boolean }) {
  if (room.status === "lobby") return <TeamsLobby room={room} host={host} />;
  if (room.status === "playing") return <TeamsRace room={room} />;
  return room.playsFrom ? <TeamPodium room={room} /> : null;
}

const teamsPath = (room: RoomView) => `/class-races/${room.id}/teams`;

function TeamsLobby({ room, host }: { room: RoomView; host: boolean }) {
  const split = useFetcher<{ error?: string }>();
  const count = room.teams ?? 0;
  const waiting = room.players.filter((p) => p.team === null);
  const { t } = useTranslation("classrace");
  return (
    <section aria-label={t("modes.teams.name", { ns: "race-form" })} className="card mt-6 p-6" data-testid="teams-lobby">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-extrabold text-indigo-950 sm:text-3xl">{t("modes.teamsOption", { count, ns: "race-form" })}</h2>
        {host ? (
          <split.Form method="post" action={teamsPath(room)} className="host-control">
            <SubmitButton name="intent" value="split" className="btn-primary" disabled={room.players.length === 0}>
              {t("teams.split")}
            </SubmitButton>
          </split.Form>
        ) : null}
      </div>
      {split.data?.error ? (
        <p role="alert" className="mt-2 text-lg font-semibold text-red-800">
          {split.data.error}
        </p>
      ) : null}
      <p className="mt-1 text-slate-700">{t("teams.later")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => i + 1).map((team) => (
          <div key={team} className={`rounded-2xl border-4 p-4 ${teamLook(team).edge}`} data-testid="lobby-team">
            <TeamBadge team={team} large />
            <TeamMembers room={room} players={room.players.filter((p) => p.team === team)} host={host} />
          </div>
        ))}
        {waiting.length ? (
          <div className="rounded-2xl border-4 border-dashed border-slate-300 p-4" data-testid="lobby-team">
            <p className="text-2xl font-extrabold text-slate-800">{t("teams.noTeam")}</p>
            <TeamMembers room={room} players={waiting} host={host} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function TeamMembers({ room, players, host }: { room: RoomView; players: RoomPlayer[]; host: boolean }) {
  const { t } = useTranslation("classrace");
  if (!players.length) return <p className="mt-3 text-lg text-slate-600">{t("teams.nobody")}</p>;
  return (
    <ul className="mt-3 space-y-2">
      {players.map((player) => (
        <li key={player.id} className="flex flex-wrap items-center justify-between gap-2 text-xl font-bold text-slate-900">
          <span className="min-w-0 truncate">{player.name}</span>
          {host ? <MoveForm room={room} player={player} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Moves one player to the team the host picks. */
function MoveForm({ room, player }: { room: RoomView; player: RoomPlayer }) {
  const move = useFetcher<{ error?: string }>();
  const { t } = useTranslation("classrace");
  return (
    <move.Form method="post" action={teamsPath(room)} className="host-control flex items-center gap-1">
      <input type="hidden" name="playerId" value={player.id} />
      <select
        name="team"
        defaultValue={player.team ?? 1}
        aria-label={t("teams.teamFor", { name: player.name })}
        className="input w-auto py-1 text-base"
      >
        {Array.from({ length: room.teams ?? 0 }, (_, i) => (
          <option key={i} value={i + 1}>
            {t(teamLook(i + 1).name)}
          </option>
        ))}
      </select>
      <SubmitButton name="intent" value="move" className="btn-secondary px-3 py-1 text-base">
        {t("teams.move")}
      </SubmitButton>
      {move.data?.error ? (
        <span role="alert" className="text-sm text-red-800">
          {move.data.error}
        </span>
      ) : null}
    </move.Form>
  );
}

function TeamsRace({ room }: { room: RoomView }) {
  const talk = useTeamTalk(room);
  const { t } = useTranslation("classrace");
  return (
    <section aria-label={t("teams.bars")} className="card p-6">
      <h2 className="mb-4 text-2xl font-extrabold text-indigo-950 sm:text-3xl">{t("teams.barsTitle")}</h2>
      <TeamBars room={room} large />
      {talk > 0 ? (
        <div
          role="timer"
          aria-label={t("teams.talkLabel")}
          className="fixed inset-x-4 top-20 z-40 mx-auto max-w-3xl rounded-3xl border-8 border-amber-400 bg-amber-50 p-8 text-center shadow-2xl"
          data-testid="team-talk"
        >
          <p className="text-6xl font-black text-amber-950">{t("teams.talk")}</p>
          <p className="mt-2 text-4xl font-bold tabular-nums text-slate-900">{t("teams.next", { seconds: talk })}</p>
        </div>
      ) : null}
    </section>
  );
}

const PLACES = ["teams.places.first", "teams.places.second", "teams.places.third"];

function TeamPodium({ room }: { room: RoomView }) {
  const standings = teamStandings(room).filter((standing) => standing.members.length);
  const { t, i18n } = useTranslation("classrace");
  return (
    <section aria-label={t("teams.podium")} className="card mt-6 p-6" data-testid="team-podium">
      <h2 className="text-2xl font-extrabold text-indigo-950 sm:text-3xl">{t("teams.podium")}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {standings.slice(0, 3).map((standing, i) => (
          <li key={standing.team} className={`rounded-2xl border-4 p-4 text-center ${teamLook(standing.team).edge}`}>
            <p className="text-4xl font-black text-slate-900">{t(PLACES[i])}</p>
            <div className="mt-2">
              <TeamBadge team={standing.team} large />
            </div>
            <p className="mt-2 text-2xl font-bold tabular-nums text-slate-900">
              {t("teams.score", { right: standing.right, each: formatCount(standing.perMember, i18n.language) })}
            </p>
            <p className="mt-1 text-lg text-slate-700">{standing.members.map((p) => p.name).join(", ")}</p>
          </li>
        ))}
      </ol>
      {standings.length > 3 ? <TeamBars room={room} /> : null}
    </section>
  );
}
