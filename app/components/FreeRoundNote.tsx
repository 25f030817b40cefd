import { Link } from "@remix-run/react";
import type { FreeRound } from "~/models/runs/free-runs.server";

/**
 * Today's free round of a premium game the player does not own, once it has started: a link back
 * into it while its clock runs (a plain link: it works without JavaScript), then that it was
 * played today and when the next one comes, and, when the player is short of the coins to unlock
 * the game (its unlock box is folded then), how many they have of how many it takes.
 */
export function FreeRoundNote({
  round,
  short,
  price,
}: {
  round: Exclude<FreeRound, { state: "left" }>;
  /** The player's balance, when it is short of the price and the unlock box is folded. */
  short: { balance: number } | null;
  price: number;
}) {
  if (round.state === "going") {
    return (
      <div className="stage" data-testid="free-round-going">
        <div className="stage-card text-center">
          <h2 className="text-2xl font-extrabold">Your free round is still going!</h2>
          <p className="mt-2 sm:text-lg">Jump back in and finish it before the clock runs out.</p>
          <Link to={{ search: `?run=${round.runId}`, hash: "stage" }} className="stage-go mt-4">
            Continue today&apos;s free round
          </Link>
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby="free-round-used" className="card border-amber-200 bg-amber-50 p-6 text-center" data-testid="free-round-used">
      <h2 id="free-round-used" className="text-xl font-bold text-amber-950">
        You have played today&apos;s free round
      </h2>
      <p className="mt-2 text-amber-950">
        Your next free round comes on <strong data-testid="free-round-next">{round.next}</strong>.
      </p>
      {short ? (
        <p className="mt-2 text-amber-950">
          Or unlock the game for good: you have {short.balance} of the {price} Clever Coins it takes. Every game you finish earns more.
        </p>
      ) : null}
    </section>
  );
}
