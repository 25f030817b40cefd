import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation("play");
  if (round.state === "going") {
    return (
      <div className="stage" data-testid="free-round-going">
        <div className="stage-card text-center">
          <h2 className="text-2xl font-extrabold">{t("freeRound.going")}</h2>
          <p className="mt-2 sm:text-lg">{t("freeRound.jumpBack")}</p>
          <Link to={{ search: `?run=${round.runId}`, hash: "stage" }} className="stage-go mt-4">
            {t("freeRound.continue")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby="free-round-used" className="card border-amber-200 bg-amber-50 p-6 text-center" data-testid="free-round-used">
      <h2 id="free-round-used" className="text-xl font-bold text-amber-950">
        {t("freeRound.used")}
      </h2>
      <p className="mt-2 text-amber-950">
        <Trans
          t={t}
          i18nKey="freeRound.next"
          values={{ next: round.next }}
          components={{ strong: <strong data-testid="free-round-next" /> }}
        />
      </p>
      {short ? <p className="mt-2 text-amber-950">{t("freeRound.short", { balance: short.balance, price })}</p> : null}
    </section>
  );
}
