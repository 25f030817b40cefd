/**
 * POST /stripe/webhook: Stripe's deliveries. The signature is checked on the raw body (parsing
 * first would change the bytes). It needs no sign-in cookie, and Stripe sends no Origin header,
 * so the server's same-origin guard lets it through. A paid Checkout session records the
 * purchase once per event id and once per session id; answering 2xx stops Stripe's retries,
 * a 5xx (database down) asks for one.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type Stripe from "stripe";
import { applyCheckoutEvent } from "~/models/premium.server";
import { summarizeCheckout, verifyWebhook } from "~/models/stripe.server";

export const loader = () =>
  new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: "POST" },
  });

/** Events that can carry a paid session (async methods are paid after `completed`). */
const PAID_SESSION_EVENTS = new Set<string>(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  const secret = context.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return json({ error: "Stripe webhooks are not configured." }, { status: 503 });

  const raw = await request.text();
  const event = verifyWebhook(raw, request.headers.get("stripe-signature"), secret);
  if (!event) return json({ error: "Invalid signature." }, { status: 400 });
  if (!PAID_SESSION_EVENTS.has(event.type)) return json({ received: true, handled: false });

  const checkout = summarizeCheckout(event.data.object as Stripe.Checkout.Session);
  try {
    const outcome = await applyCheckoutEvent(context.db, {
      id: event.id,
      type: event.type,
      checkout,
    });
    // A signed event we cannot apply will never apply: log it for support and stop the retries.
    if (outcome.status === "invalid") console.error(`Stripe event ${event.id} (session ${checkout.id}) not recorded: ${outcome.reason}`);
    return json({ received: true, status: outcome.status });
  } catch (error) {
    console.error(`Stripe event ${event.id} failed; Stripe will retry`, error);
    return json({ error: "Could not record the event." }, { status: 500 });
  }
}
