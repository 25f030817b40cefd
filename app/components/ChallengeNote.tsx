import { Link } from "@remix-run/react";

/** On a game's page: the daily challenge the player is playing for, or has completed. */
export function ChallengeNote({ challenge }: { challenge: { title: string; reward: number; goalCorrect: number; completed: boolean } }) {
  return (
    <p
      data-testid="challenge-note"
      className="mt-6 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <span>
        {challenge.completed ? (
          <>
            Daily challenge completed: <strong>{challenge.title}</strong> (+
            {challenge.reward} CC)
          </>
        ) : (
          <>
            Daily challenge: <strong>{challenge.title}</strong>.{" "}
            {challenge.goalCorrect === 1 ? "Get one answer right" : `Get ${challenge.goalCorrect} answers right`} in a round to earn{" "}
            <span className="whitespace-nowrap">+{challenge.reward} CC</span>.
          </>
        )}
      </span>
      <Link to="/challenges" className="font-semibold underline">
        All challenges
      </Link>
    </p>
  );
}
