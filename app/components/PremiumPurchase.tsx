import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { loginPath } from "~/utils/login";
import { CARD_NOT_CONFIGURED, CARD_OFF_AT_SCHOOL, CARD_WAITS, DEFAULT_PRICE_CC, insufficientCoinsMessage } from "~/utils/premium";
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
          Premium game
        </h2>
        <p className="mt-2 text-amber-950">Sign in to unlock {game.title} and track your progress.</p>
        <Link to={loginPath(back)} className="btn-primary mt-6">
          Sign In to Access Premium Learning
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
        Unlock {game.title}
      </h2>
      <p className="mt-2 text-center text-amber-950">
        {awaitingParent ? "Buy it once with Clever Coins" : "Buy it once with Clever Coins or by card"} and play it as often as you like.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Form method="post" action="/premium/purchase" className="flex flex-col items-center gap-2 text-center">
          <input type="hidden" name="gameId" value={game.id} />
          <SubmitButton
            name="intent"
            value="coins"
            className="btn-primary w-full"
            disabled={short}
            pending={buying}
            pendingLabel="Buying..."
            aria-describedby="premium-coins-note"
          >
            {`Buy with ${priceCc} CC`}
          </SubmitButton>
          <p id="premium-coins-note" className={short ? "text-sm font-medium text-red-800" : "text-sm text-amber-950"}>
            {short ? insufficientCoinsMessage(priceCc, player.balance) : `Your balance: ${player.balance} CC`}
          </p>
        </Form>
        {awaitingParent ? (
          <p className="self-center text-center text-sm font-medium text-amber-950" data-testid="card-waits">
            {schoolStudent ? CARD_OFF_AT_SCHOOL : CARD_WAITS}
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
        Buy for {dollars(game.price ?? "1.00")} with card
      </SubmitButton>
      {cardEnabled ? (
        <p className="text-sm text-amber-950">Secure payment with Stripe.</p>
      ) : (
        <p id="premium-card-note" className="text-sm text-amber-950">
          {CARD_NOT_CONFIGURED}
        </p>
      )}
    </form>
  );
}
