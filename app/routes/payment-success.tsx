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
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { serverT } from "~/models/language.server";

export const handle: I18nHandle = { i18n: "store" };

const REFRESH_SECONDS = 2;

type View = { state: "success"; playHref: string } | { state: "processing"; refreshHref: string } | { state: "failure" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [view, t] = await Promise.all([resolve(request, context), serverT(request, context, "store")]);
  return json(
    { ...view, meta: { title: t("payment.metaTitle"), description: t("payment.metaDescription") } },
    { headers: { "Cache-Control": "no-store" } },
  );
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
  ...(data ? pageMeta(data.meta) : []),
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
  const { t } = useTranslation("store");
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="card p-8 text-center" role={view.state === "failure" ? "alert" : "status"}>
        {view.state === "success" ? (
          <>
            <p aria-hidden="true" className="text-5xl">
              🎉
            </p>
            <h1 className="mt-3 text-3xl font-extrabold text-emerald-800">{t("premium.successTitle")}</h1>
            <p className="mt-3 text-slate-700">{t("premium.success")}</p>
            <Link to={view.playHref} className="btn-primary mt-8">
              {t("payment.play")}
            </Link>
          </>
        ) : view.state === "processing" ? (
          <>
            <h1 className="text-3xl font-extrabold">{t("payment.processing")}</h1>
            <p className="mt-3 text-slate-700">{t("payment.processingText")}</p>
            <a href={view.refreshHref} className="btn-secondary mt-8">
              {t("payment.checkAgain")}
            </a>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold text-red-800">{t("payment.issueTitle")}</h1>
            <p className="mt-3 text-slate-700">{t("payment.issue")}</p>
            <p className="mt-2 text-slate-700">{t("payment.issueHint")}</p>
            <Link to="/games" className="btn-primary mt-8">
              {t("payment.back")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
