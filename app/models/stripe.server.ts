/**
 * Stripe Checkout for premium games: the SDK client, the Checkout session we create, and the
 * webhook's signature check. Without STRIPE_SECRET_KEY card payment is off (the card button
 * says so); STRIPE_API_URL points the real SDK at a local fake in tests.
 */
import Stripe from "stripe";
import type { Env } from "~/env.server";

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">;

const clients = new Map<string, Stripe>();

export function cardPaymentsConfigured(env: StripeEnv): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** The SDK client for this configuration, or null when card payment is not configured. */
export function stripeClient(env: StripeEnv): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const cacheKey = `${key}|${env.STRIPE_API_URL ?? ""}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const config: ConstructorParameters<typeof Stripe>[1] = {
      // A page waits on these calls: fail fast rather than retry behind the player's back.
      maxNetworkRetries: 0,
      timeout: 10_000,
    };
    if (env.STRIPE_API_URL) {
      const url = new URL(env.STRIPE_API_URL);
      const protocol = url.protocol === "https:" ? "https" : "http";
      Object.assign(config, {
        host: url.hostname,
        port: url.port || (protocol === "https" ? 443 : 80),
        protocol,
      });
    }
    client = new Stripe(key, config);
    clients.set(cacheKey, client);
  }
  return client;
}

/** What we keep of a Checkout session: enough to decide whether and what to record. */
export interface CheckoutSummary {
  id: string;
  /** open, complete or expired. */
  status: string | null;
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string;
  userId: string | null;
  gameId: string | null;
  amountTotal: number | null;
  currency: string | null;
}

export function summarizeCheckout(session: Stripe.Checkout.Session): CheckoutSummary {
  return {
    id: session.id,
    status: session.status ?? null,
    paymentStatus: session.payment_status,
    userId: session.metadata?.user_id ?? null,
    gameId: session.metadata?.game_id ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

export interface CheckoutRequest {
  userId: string;
  game: { id: string; title: string };
  unitAmountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/** Creates the Checkout session for one premium game; its `url` is Stripe's hosted page. */
export async function createGameCheckout(stripe: Stripe, request: CheckoutRequest): Promise<{ id: string; url: string }> {
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: request.unitAmountCents,
          product_data: { name: request.game.title },
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.userId,
    metadata: { user_id: request.userId, game_id: request.game.id },
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} came back without a url`);
  return { id: session.id, url: session.url };
}

export async function retrieveCheckout(stripe: Stripe, sessionId: string): Promise<CheckoutSummary> {
  return summarizeCheckout(await stripe.checkout.sessions.retrieve(sessionId));
}

/**
 * The event in a webhook delivery, or null when the signature does not match the raw body.
 * Verification needs no API key, so the static helper is used.
 */
export function verifyWebhook(rawBody: string, signature: string | null, secret: string): Stripe.Event | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}
