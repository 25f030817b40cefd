import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { levelFor } from "../levels";
import type { RunView } from "../run-view";
import type { GameKey } from "../types";
import { ChallengeField } from "./StartScreen";

/**
 * The results dialog of a finished run: the server's score, what it paid, Play Again and Home.
 * Play Again carries the daily challenge the run was for while it is not completed.
 */
export function RunResults({
  gameKey,
  run,
  signedIn,
  challengeId,
}: {
  gameKey: GameKey;
  run: RunView;
  signedIn: boolean;
  challengeId: string | null;
}) {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the results when they replace the game (keyboard and screen-reader players).
  useEffect(() => heading.current?.focus(), []);
  const { state, reward, results } = run;
  const level = state.level === undefined ? undefined : levelFor(gameKey, state.level);
  return (
    <div role="dialog" aria-labelledby="results-title" className="card p-6 text-center">
      <h2 id="results-title" ref={heading} tabIndex={-1} className="text-2xl font-extrabold outline-none">
        Game Over!
      </h2>
      {level ? (
        <p data-testid="results-level" className="mt-1 font-semibold text-slate-700">
          Level {level.id}: {level.name}
        </p>
      ) : null}
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">Your score</p>
      <p data-testid="final-score" className="text-5xl font-extrabold text-indigo-700">
        {run.score}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {state.correct} correct out of {state.answered} answered
      </p>
      <p className="mx-auto mt-4 max-w-md text-slate-800">{results?.message}</p>
      {reward ? (
        <p
          data-testid="reward"
          className={`mx-auto mt-4 max-w-md rounded-lg px-4 py-3 font-semibold ${
            reward.cc_awarded > 0 ? "bg-amber-50 text-amber-900" : "bg-slate-100 text-slate-800"
          }`}
        >
          {results?.reward}
        </p>
      ) : signedIn ? null : (
        <p data-testid="reward" className="mx-auto mt-4 max-w-md rounded-lg bg-indigo-50 px-4 py-3 text-indigo-900">
          <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} className="font-semibold underline">
            Sign in
          </Link>{" "}
          to save your scores and earn Clever Coins for every game you finish.
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Form method="post">
          <ChallengeField challengeId={challengeId} />
          {level ? <input type="hidden" name="level" value={level.id} /> : null}
          <button type="submit" name="intent" value="start" className="btn-primary">
            Play Again
          </button>
        </Form>
        <Link to="/games" className="btn-secondary">
          Home
        </Link>
      </div>
    </div>
  );
}
