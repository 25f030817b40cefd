/**
 * Teams mode beside the player's question: their team, the team talk's countdown when the round
 * pauses (the server holds answers meanwhile: teams.server.ts), and the team bars. All from the
 * live room; without JavaScript the page's own room at its load.
 */
import type { RoomView } from "~/utils/class-race";
import { useTranslation } from "react-i18next";
import { teamTalkText } from "~/utils/class-race-teams";
import { TeamBadge, TeamBars, useTeamTalk } from "./TeamBars";

export function TeamsPanel({ room, you }: { room: RoomView; you: string }) {
  const talk = useTeamTalk(room);
  const team = room.players.find((p) => p.id === you)?.team ?? null;
  const { t } = useTranslation("classrace");
  return (
    <section aria-label={t("modes.teams.name", { ns: "race-form" })} className="mt-2 space-y-2" data-testid="teams-panel">
      {team ? (
        <p className="flex flex-wrap items-center gap-2 font-bold text-slate-800">
          {t("teams.your")} <TeamBadge team={team} />
        </p>
      ) : (
        <p className="font-bold text-slate-800">{t("teams.atStart")}</p>
      )}
      {talk > 0 ? (
        <p className="rounded-xl border-4 border-amber-400 bg-amber-50 px-3 py-2 text-xl font-black text-amber-950" data-testid="team-talk">
          {teamTalkText(talk, t)}
          <span className="block text-base font-semibold">{t("teams.talkHelp")}</span>
        </p>
      ) : null}
      <TeamBars room={room} you={team} />
    </section>
  );
}
