import { useTranslation } from "react-i18next";
import type { SessionPlayer } from "~/utils/session-messages";

/**
 * Every player's score while the race runs, right above the question: two columns of small
 * chips (four rows at most for a party of 8) that stay on screen with the question on a phone;
 * on a wide screen each with the player's level too. In seat order, so no chip jumps as scores change.
 */
export function ScoreStrip({ players, me }: { players: SessionPlayer[]; me: number }) {
  const { t } = useTranslation("race");
  return (
    <ol aria-label={t("race.scores")} className="mb-2 grid grid-cols-2 gap-1 sm:mb-4 sm:gap-2" data-testid="score-strip">
      {players.map((player) => (
        <li
          key={player.id}
          className={`flex min-w-0 items-center justify-between gap-1 rounded-lg px-2 py-0.5 text-sm sm:gap-3 sm:px-3 sm:py-2 sm:text-base ${
            player.seat === me ? "bg-indigo-700 text-white" : "bg-white/90 text-slate-900"
          }`}
          data-testid="live-score"
          data-player={player.displayName}
        >
          <span className="min-w-0 truncate font-semibold">
            {player.seat === me ? t("race.you") : player.displayName}
            <span className="hidden font-normal lg:inline">{t("race.level", { level: player.level })}</span>
          </span>
          <span className="font-black tabular-nums" data-testid="live-score-value">
            {player.score}
          </span>
        </li>
      ))}
    </ol>
  );
}
