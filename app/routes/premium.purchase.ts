/**
 * POST /premium/purchase (intent=coins|card, gameId): the buy buttons of a premium game.
 * Coins: spend and ownership in one transaction, then back to the game with a toast.
 * Card: a Stripe Checkout session, and a 303 to Stripe's hosted page; ownership is recorded
 * only once Stripe confirms the payment (webhook or /payment-success).
 */
import { json, redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { checkBadgesAfter, earnedBadgeCoins } from "~/models/badges.server";
import { findGameByPath, type Game } from "~/models/games.server";
import { ownsGame } from "~/models/owned-games.server";
import { cardPriceCents, purchaseWithCoins } from "~/models/premium.server";
import { requireUser, type SignedInUser } from "~/models/auth.server";
import { createGameCheckout, stripeClient } from "~/models/stripe.server";
import type { TFunction } from "i18next";
import { languageOf, serverT } from "~/models/language.server";
import { coinsText } from "~/games/coins";
import { parseForm } from "~/utils/read-form.server";
import { playPath } from "~/utils/slug";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";

export const purchaseSchema = z.object({
  intent: z.enum(["coins", "card"]),
  gameId: z.string().uuid(),
});

/** The buttons POST here; a GET (a bookmark, a typed address) just goes to the games. */
export const loader = () => redirect("/games");

/** 303: the browser follows a POST's redirect with a GET. */
const see = (request: Request, context: AppLoadContext, url: string, toast: Toast) =>
  redirectWithToast(request, context, url, toast, { status: 303 });

const failure = (title: string, description?: string): Toast => ({
  title,
  description,
  variant: "error",
  durationMs: 6000,
});

export async function action({ request, context }: ActionFunctionArgs) {
  const [parsed, t] = await Promise.all([parseForm(request, purchaseSchema), serverT(request, context, "store")]);
  if (!parsed.success) return json({ error: t("premium.choose") }, { status: 400 });
  const { intent, gameId } = parsed.data;

  const game = await findGameByPath(context.db, gameId);
  if (!game) return see(request, context, "/games", failure(t("premium.errorTitle"), t("premium.notFound")));
  const back = playPath(game);

  const user = await requireUser(request, context, {
    redirectTo: back,
    toast: { title: t("premium.loginTitle"), description: t("premium.login") },
    status: 303,
  });
  return intent === "coins" ? buyWithCoins(request, context, user, game, t) : checkoutByCard(request, context, user, game, t);
}

const alreadyOwned = (game: Game, t: TFunction): Toast => ({
  title: t("premium.ownedTitle"),
  description: t("premium.owned", { game: game.title }),
  variant: "info",
});

async function buyWithCoins(request: Request, context: AppLoadContext, user: SignedInUser, game: Game, t: TFunction) {
  const back = playPath(game);
  try {
    const outcome = await purchaseWithCoins(context.db, {
      userId: user.id,
      isAdmin: user.isAdmin,
      game,
    });
    switch (outcome.status) {
      case "purchased": {
        const earned = earnedBadgeCoins(
          await checkBadgesAfter(context.db, user.id, "premium purchase"),
          await languageOf(request, context),
        );
        return see(request, context, back, {
          title: t("premium.successTitle"),
          // The spec's words, then what it cost and paid back: "−1000 CC, +10 CC Smart Shopper badge".
          description: t("premium.successCoins", { coins: coinsText([{ amount: -outcome.price }, ...earned]) }),
          variant: "success",
        });
      }
      case "not-premium":
        return see(request, context, back, failure(t("premium.notPremium")));
      case "owned":
        return see(request, context, back, alreadyOwned(game, t));
      case "insufficient":
        return see(
          request,
          context,
          back,
          failure(t("premium.failedTitle"), t("premium.insufficient", { price: outcome.price, balance: outcome.balance })),
        );
    }
  } catch (error) {
    console.error("coin purchase failed", error);
    return see(request, context, back, failure(t("premium.failedTitle"), t("premium.tryAgain")));
  }
}

async function checkoutByCard(request: Request, context: AppLoadContext, user: SignedInUser, game: Game, t: TFunction) {
  const back = playPath(game);
  const cents = cardPriceCents(game);
  if (cents === null) return see(request, context, back, failure(t("premium.notPremium")));
  // Limited mode: no money changes hands before a parent has answered for the child.
  if (user.awaitingParent)
    return see(
      request,
      context,
      back,
      failure(t("premium.checkoutFailed"), user.schoolStudent ? t("premium.cardOffAtSchool") : t("premium.cardWaits")),
    );
  if (await ownsGame(context.db, user.id, game.id, { isAdmin: user.isAdmin })) return see(request, context, back, alreadyOwned(game, t));
  const stripe = stripeClient(context.env);
  if (!stripe) return see(request, context, back, failure(t("premium.checkoutFailed"), t("premium.cardNotConfigured")));

  const origin = siteOrigin(request, context);
  try {
    const checkout = await createGameCheckout(stripe, {
      userId: user.id,
      game,
      unitAmountCents: cents,
      // Stripe replaces {CHECKOUT_SESSION_ID}; the page then asks Stripe itself, never trusting the query.
      successUrl: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}&game_id=${game.id}`,
      cancelUrl: `${origin}${back}`,
    });
    return redirect(checkout.url, 303);
  } catch (error) {
    console.error("Stripe Checkout session failed:", error instanceof Error ? error.message : error);
    return see(request, context, back, failure(t("premium.checkoutFailed"), t("premium.tryAgain")));
  }
}
