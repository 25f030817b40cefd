import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginPath } from "~/utils/login";
import { DEFAULT_PRICE_CC } from "~/utils/premium";
import { useAwaitingParent, useSchoolStudent } from "~/utils/use-awaiting-parent";
import { SubmitButton } from "~/components/forms";

export interface PremiumPurchaseProps {
  game: {
    id: string;
    title: string;
    price: string | null;
    priceCc: number | null;
  };
  /** The signed-in player's balance, or null when signed out. */
  player: { balance: number } | null;
  /** Whether STRIPE_SECRET_KEY is set (stripe.server's cardPaymentsConfigured). */
  cardEnabled: boolean;
  /** Where signing in comes back to; default: this page. */
  redirectTo?: string;
}

/** "1.00" → "$1", "1.50" → "$1.50". */
function dollars(price: string): string {
  const amount = Number(price);
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/**
 * The buy buttons of a premium game the player does not own: two plain POST forms to
 * /premium/purchase, so buying works without JavaScript. The server re-checks everything the
 * buttons show (sign-in, ownership, balance).
 */
export function PremiumPurchase({ game, player, cardEnabled, redirectTo }: PremiumPurchaseProps) {
  const { t } = useTranslation("play");
  const location = useLocation();
  const navigation = useNavigation();
  const awaitingParent = useAwaitingParent();
  const schoolStudent = useSchoolStudent();
  const priceCc = game.priceCc ?? DEFAULT_PRICE_CC;

  if (!player) {
    const back = redirectTo ?? location.pathname + location.search;
    return (
      <section aria-labelledby="premium-heading" className="card border-amber-200 bg-amber-50 p-6 text-center">
        <h2 id="premium-heading" className="text-xl font-bold text-amber-950">
          {t("premium.title")}
        </h2>
        <p className="mt-2 text-amber-950">{t("premium.signIn", { title: game.title })}</p>
        <Link to={loginPath(back)} className="btn-primary mt-6">
          {t("premium.signInButton")}
        </Link>
      </section>
    );
  }

  const short = player.balance < priceCc;
  // With JavaScript, the coins button waits for its answer instead of allowing a second click.
  const buying = navigation.state !== "idle" && navigation.formData?.get("intent") === "coins";
  return (
    <section aria-labelledby="premium-heading" className="card border-amber-200 bg-amber-50 p-6">
      <h2 id="premium-heading" className="text-center text-xl font-bold text-amber-950">
        {t("premium.unlock", { title: game.title })}
      </h2>
      <p className="mt-2 text-center text-amber-950">{awaitingParent ? t("premium.buyOnceCoins") : t("premium.buyOnce")}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Form method="post" action="/premium/purchase" className="flex flex-col items-center gap-2 text-center">
          <input type="hidden" name="gameId" value={game.id} />
          <SubmitButton
            name="intent"
            value="coins"
            className="btn-primary w-full"
            disabled={short}
            pending={buying}
            pendingLabel={t("premium.buying")}
            aria-describedby="premium-coins-note"
          >
            {t("premium.buyCoins", { price: priceCc })}
          </SubmitButton>
          <p id="premium-coins-note" className={short ? "text-sm font-medium text-red-800" : "text-sm text-amber-950"}>
            {short ? t("premium.short", { price: priceCc, balance: player.balance }) : t("premium.balance", { balance: player.balance })}
          </p>
        </Form>
        {awaitingParent ? (
          <p className="self-center text-center text-sm font-medium text-amber-950" data-testid="card-waits">
            {schoolStudent ? t("premium.cardOffAtSchool") : t("premium.cardWaits")}
          </p>
        ) : (
          // A document POST: the answer is a redirect to Stripe's own page.
          <CardForm game={game} cardEnabled={cardEnabled} />
        )}
      </div>
    </section>
  );
}

function CardForm({ game, cardEnabled }: Pick<PremiumPurchaseProps, "game" | "cardEnabled">) {
  const { t } = useTranslation("play");
  return (
    <form method="post" action="/premium/purchase" className="flex flex-col items-center gap-2 text-center">
      <input type="hidden" name="gameId" value={game.id} />
      <SubmitButton
        name="intent"
        value="card"
        className="btn-secondary w-full"
        disabled={!cardEnabled || !game.price}
        aria-describedby={cardEnabled ? undefined : "premium-card-note"}
      >
        {t("premium.buyCard", { price: dollars(game.price ?? "1.00") })}
      </SubmitButton>
      {cardEnabled ? (
        <p className="text-sm text-amber-950">{t("premium.stripe")}</p>
      ) : (
        <p id="premium-card-note" className="text-sm text-amber-950">
          {t("premium.cardNotConfigured")}
        </p>
      )}
    </form>
  );
}
