/**
 * /payment-success?session_id&game_id: where Stripe Checkout sends the player back. The query is
 * only a pointer: the page asks Stripe for the session and records the purchase only when Stripe
 * says it is paid and its metadata names the same game (the webhook may have done it already;
 * recording is idempotent). Until then it shows "processing" and reloads itself every 2 s with a
 * meta refresh (no JavaScript needed), a bounded number of times.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PAYMENT_RETURN_MAX_ATTEMPTS, paymentReturnSchema, recordCardPurchase } from "~/models/premium.server";
import { retrieveCheckout, stripeClient } from "~/models/stripe.server";
import { pageMeta } from "~/utils/meta";
import { PAYMENT_ISSUE, PURCHASE_SUCCESS } from "~/utils/premium";

const REFRESH_SECONDS = 2;

type View = { state: "success"; playHref: string } | { state: "processing"; refreshHref: string } | { state: "failure" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = await resolve(request, context);
  return json(view, { headers: { "Cache-Control": "no-store" } });
}

async function resolve(request: Request, context: LoaderFunctionArgs["context"]): Promise<View> {
  const query = paymentReturnSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const stripe = stripeClient(context.env);
  if (!query.session_id || !stripe) return { state: "failure" };
  try {
    // Stripe may take seconds: the visitors behind this request must not wait with it.
    context.leaveTurn?.();
    const checkout = await retrieveCheckout(stripe, query.session_id);
    // A game id in the address must be the one this session paid for.
    if (query.game_id && query.game_id !== checkout.gameId) return { state: "failure" };
    if (checkout.paymentStatus === "paid") {
      const outcome = await recordCardPurchase(context.db, checkout);
      if (outcome.status !== "recorded") {
        console.error(`payment-success: session ${checkout.id} not recorded`, outcome);
        return { state: "failure" };
      }
      return {
        state: "success",
        playHref: query.game_id ? `/play/${query.game_id}` : "/games",
      };
    }
    if (checkout.status === "expired" || query.attempt >= PAYMENT_RETURN_MAX_ATTEMPTS) return { state: "failure" };
    const next = new URLSearchParams({
      session_id: query.session_id,
      attempt: String(query.attempt + 1),
    });
    if (query.game_id) next.set("game_id", query.game_id);
    return { state: "processing", refreshHref: `/payment-success?${next}` };
  } catch (error) {
    console.error("payment-success failed:", error instanceof Error ? error.message : error);
    return { state: "failure" };
  }
}

/** Each answer is about one payment at one moment: never reuse it from a cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    title: "Payment",
    description: "The result of your premium game purchase.",
  }),
  ...(data?.state === "processing"
    ? [
        {
          httpEquiv: "refresh",
          content: `${REFRESH_SECONDS};url=${data.refreshHref}`,
        },
      ]
    : []),
];

export default function PaymentSuccess() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="card p-8 text-center" role={view.state === "failure" ? "alert" : "status"}>
        {view.state === "success" ? (
          <>
            <p aria-hidden="true" className="text-5xl">
              🎉
            </p>
            <h1 className="mt-3 text-3xl font-extrabold text-emerald-800">{PURCHASE_SUCCESS.title}</h1>
            <p className="mt-3 text-slate-700">{PURCHASE_SUCCESS.description}</p>
            <Link to={view.playHref} className="btn-primary mt-8">
              Play Game Now
            </Link>
          </>
        ) : view.state === "processing" ? (
          <>
            <h1 className="text-3xl font-extrabold">Processing your payment...</h1>
            <p className="mt-3 text-slate-700">We are confirming your payment with our card processor. This page updates by itself.</p>
            <a href={view.refreshHref} className="btn-secondary mt-8">
              Check again
            </a>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold text-red-800">{PAYMENT_ISSUE.title}</h1>
            <p className="mt-3 text-slate-700">{PAYMENT_ISSUE.description}</p>
            <p className="mt-2 text-slate-700">{PAYMENT_ISSUE.hint}</p>
            <Link to="/games" className="btn-primary mt-8">
              Return to Games
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
