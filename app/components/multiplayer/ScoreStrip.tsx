import type { SessionPlayer } from "~/utils/session-messages";

/**
 * Every player's score while the race runs, right above the question: on a phone a compact
 * strip (short names, two rows of four at most) that stays on screen with the question; from a
 * tablet up, two columns with the names, and on a wide screen their levels too. In seat order, so no chip jumps as scores change.
 */
export function ScoreStrip({ players, me }: { players: SessionPlayer[]; me: number }) {
  return (
    <ol aria-label="Scores" className="mb-2 grid grid-cols-4 gap-1 sm:mb-4 sm:grid-cols-2 sm:gap-2" data-testid="score-strip">
      {players.map((player) => (
        <li
          key={player.id}
          className={`flex min-w-0 items-center justify-between gap-1 rounded-lg px-2 py-1 text-sm sm:gap-3 sm:px-3 sm:py-2 sm:text-base ${
            player.seat === me ? "bg-indigo-700 text-white" : "bg-white/90 text-slate-900"
          }`}
          data-testid="live-score"
          data-player={player.displayName}
        >
          <span className="min-w-0 truncate font-semibold">
            {player.seat === me ? "You" : player.displayName}
            <span className="hidden font-normal lg:inline"> · level {player.level}</span>
          </span>
          <span className="font-black tabular-nums" data-testid="live-score-value">
            {player.score}
          </span>
        </li>
      ))}
    </ol>
  );
}
