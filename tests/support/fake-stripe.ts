/**
 * A fake Stripe for tests: a small node:http server implementing exactly what CleverPlay calls
 * through the real `stripe` SDK (point STRIPE_API_URL at it), plus a stand-in for Stripe's
 * hosted Checkout page:
 *   POST /v1/checkout/sessions       create a session (form-encoded, as the SDK sends it)
 *   GET  /v1/checkout/sessions/:id   retrieve it
 *   GET  /pay/:id                    "the player paid": marks it paid, delivers a signed
 *                                    checkout.session.completed to the app's webhook, then
 *                                    303s to the session's success_url
 * Webhooks are signed with the SDK's own generateTestHeaderString, so the app verifies real
 * signatures with constructEvent.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  created: number;
  livemode: false;
}

export interface SignedDelivery {
  eventId: string;
  payload: string;
  signature: string;
}

export interface FakeStripeOptions {
  /** Default: a free port. */
  port?: number;
  host?: string;
  webhookSecret: string;
  /** Where /pay/:id POSTs the signed event (e.g. http://127.0.0.1:3100/stripe/webhook). */
  webhookUrl?: string;
  /** Or a function that receives it (integration tests call the route's action directly). */
  deliver?: (delivery: SignedDelivery) => Promise<unknown>;
}

export interface FakeStripe {
  /** http://host:port: STRIPE_API_URL for the app. */
  url: string;
  port: number;
  sessions: Map<string, FakeCheckoutSession>;
  /** Every API call the SDK made (method, path, decoded form body). */
  calls: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  /** Marks a session paid, as Stripe does once the card is charged. */
  pay(sessionId: string): FakeCheckoutSession;
  expire(sessionId: string): FakeCheckoutSession;
  /** A signed checkout.session.completed for the session as it is now (one new event id each call). */
  completedEvent(sessionId: string): SignedDelivery;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`metadata[user_id]=…`, `line_items[0][price_data][unit_amount]=…`) as objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: http.ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(
    JSON.stringify({
      error: {
        type: "invalid_request_error",
        message,
        ...(code ? { code } : {}),
      },
    }),
  );
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** POSTs a delivery as Stripe does: raw JSON body, Stripe-Signature header, no Origin. */
function postWebhook(url: string, delivery: SignedDelivery): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Length": Buffer.byteLength(delivery.payload),
          "Stripe-Signature": delivery.signature,
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(delivery.payload);
  });
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const calls: FakeStripe["calls"] = [];
  let base = "";

  function find(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  }

  function completedEvent(sessionId: string): SignedDelivery {
    const session = find(sessionId);
    const eventId = newId("evt");
    const payload = JSON.stringify(
      {
        id: eventId,
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type: "checkout.session.completed",
        data: { object: session },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      },
      null,
      2,
    );
    return {
      eventId,
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
      }),
    };
  }

  function createSession(body: Record<string, unknown>, res: http.ServerResponse) {
    const lineItems = Object.values((body.line_items ?? {}) as Record<string, Record<string, unknown>>);
    if (body.mode !== "payment" || typeof body.success_url !== "string" || lineItems.length === 0) {
      return stripeError(res, 400, "mode=payment, success_url and line_items are required", "parameter_missing");
    }
    let amount = 0;
    let currency = "usd";
    for (const item of lineItems) {
      const price = (item.price_data ?? {}) as Record<string, unknown>;
      amount += Number(price.unit_amount ?? 0) * Number(item.quantity ?? 1);
      currency = String(price.currency ?? currency);
    }
    const id = newId("cs_test");
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      url: `${base}/pay/${id}`,
      success_url: body.success_url,
      cancel_url: typeof body.cancel_url === "string" ? body.cancel_url : null,
      client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    sessions.set(id, session);
    res
      .writeHead(200, {
        "Content-Type": "application/json",
        "Request-Id": newId("req"),
      })
      .end(JSON.stringify(session));
  }

  async function payPage(id: string, res: http.ServerResponse) {
    const session = sessions.get(id);
    if (!session || session.status === "expired") {
      res
        .writeHead(404, { "Content-Type": "text/html" })
        .end("<!doctype html><title>Expired</title><h1>This checkout page has expired.</h1>");
      return;
    }
    pay(id);
    const delivery = completedEvent(id);
    try {
      if (options.deliver) await options.deliver(delivery);
      else if (options.webhookUrl) {
        const status = await postWebhook(options.webhookUrl, delivery);
        if (status >= 300) console.error(`fake Stripe: webhook ${delivery.eventId} answered ${status}`);
      }
    } catch (error) {
      // Like Stripe, the player is sent back whatever the webhook did; the success page copes.
      console.error("fake Stripe: webhook delivery failed", error);
    }
    res
      .writeHead(303, {
        Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", id),
      })
      .end();
  }

  function pay(id: string) {
    const session = find(id);
    Object.assign(session, { status: "complete", payment_status: "paid" });
    return session;
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake-stripe");
      const payMatch = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (req.method === "GET" && payMatch) return payPage(payMatch[1], res);

      if (!url.pathname.startsWith("/v1/")) return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
      if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) return stripeError(res, 401, "Invalid API Key provided");
      const body = parseStripeForm(await readBody(req));
      calls.push({ method: req.method ?? "GET", path: url.pathname, body });

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") return createSession(body, res);
      const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && one) {
        const session = sessions.get(one[1]);
        if (!session) return stripeError(res, 404, `No such checkout.session: '${one[1]}'`, "resource_missing");
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(session));
        return;
      }
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    })().catch((error: unknown) => {
      console.error("fake Stripe failed", error);
      if (!res.headersSent) stripeError(res, 500, "fake Stripe failed");
    });
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://${host}:${port}`;

  return {
    url: base,
    port,
    sessions,
    calls,
    pay,
    expire(id) {
      const session = find(id);
      session.status = "expired";
      return session;
    },
    completedEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
