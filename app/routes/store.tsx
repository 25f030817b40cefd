/**
 * /store: the Clever Coin Store. Characters, avatar frames and badges (badge pins: worn, unlike the
 * badges earned on /badges), 8 a page per section, two to a row on a phone, with a row of links to
 * the sections at the top (plain anchors, so they work without JavaScript); buying posts
 * back to this route (its action), which answers with a redirect and a toast, so it works
 * without JavaScript. Administrators own every cosmetic and also see admin-exclusive ones.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { loginPath } from "~/utils/login";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CoinBalance } from "~/components/Header";
import { CosmeticPreview } from "~/components/CosmeticPreview";
import { Pagination } from "~/components/Pagination";
import { StoreItem } from "~/components/StoreItem";
import { checkBadgesAfter, earnedBadgeCoins } from "~/models/badges.server";
import { getSignedInUser, requireUser } from "~/models/auth.server";
import { cosmeticPurchaseSchema, purchaseCosmetic, storeSections, type PurchaseResult } from "~/models/store.server";
import { coinsText, type CoinItem } from "~/games/coins";
import { pageMeta } from "~/utils/meta";
import { parseForm } from "~/utils/read-form.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { RouteError } from "~/components/RouteError";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf } from "~/models/language.server";
import { fixedT } from "~/i18n/messages.server";
import { catalogWords } from "~/i18n/catalog.server";
import type { CosmeticSectionDef } from "~/utils/cosmetics";

export const handle: I18nHandle = { i18n: ["store", "kit"] };

/** Each section's words, by its page parameter (app/locales/<language>/store.json). */
const sectionKeys: Record<CosmeticSectionDef["param"], { title: string; blurb: string; pages: string }> = {
  framesPage: { title: "sections.frames.title", blurb: "sections.frames.blurb", pages: "sections.frames.pages" },
  badgesPage: { title: "sections.badges.title", blurb: "sections.badges.blurb", pages: "sections.badges.pages" },
  charactersPage: { title: "sections.characters.title", blurb: "sections.characters.blurb", pages: "sections.characters.pages" },
};

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSignedInUser(request, context);
  const language = await languageOf(request, context);
  const sections = await storeSections(
    context.db,
    user && { id: user.id, isAdmin: user.isAdmin },
    new URL(request.url).searchParams,
    language,
  );
  const t = fixedT(language, "store");
  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    sections,
    viewer: user && { balance: user.balance, isAdmin: user.isAdmin },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const language = await languageOf(request, context);
  const t = fixedT(language, "store");
  const user = await requireUser(request, context, {
    redirectTo: back,
    toast: { title: t("problems.signInTitle"), description: t("problems.signIn") },
  });
  const parsed = await parseForm(request, cosmeticPurchaseSchema);
  if (!parsed.success) return json({ error: t("problems.choose") }, { status: 400 });

  let result: PurchaseResult | { status: "failed" };
  try {
    result = await purchaseCosmetic(context.db, { id: user.id, isAdmin: user.isAdmin }, parsed.data.cosmeticId, t, catalogWords(language));
  } catch (error) {
    console.error("store purchase failed", error);
    result = { status: "failed" };
  }
  if (result.status === "unavailable") return json({ error: t("problems.unavailable") }, { status: 404 });
  const earned = result.status === "purchased" ? earnedBadgeCoins(await checkBadgesAfter(context.db, user.id, "purchase"), language) : [];
  return redirectWithToast(request, context, back, purchaseToast(result, earned, t));
}

function purchaseToast(
  result: Exclude<PurchaseResult, { status: "unavailable" }> | { status: "failed" },
  earned: CoinItem[],
  t: TFunction,
): Toast {
  switch (result.status) {
    case "purchased":
      return {
        title: t("toasts.purchasedTitle"),
        // What it cost and what it paid back: "−50 CC, +10 CC Smart Shopper badge".
        description: t("toasts.purchased", { name: result.name, coins: coinsText([{ amount: -result.costCc }, ...earned]) }),
        variant: "success",
      };
    case "earned-only":
      return {
        title: t("toasts.earnedOnlyTitle"),
        description: t("toasts.earnedOnly", { name: result.name, how: result.how }),
        variant: "info",
        durationMs: 6000,
      };
    case "owned":
      return {
        title: t("toasts.ownedTitle"),
        description: t("toasts.owned", { name: result.name }),
        variant: "info",
      };
    case "short":
      return {
        title: t("toasts.shortTitle"),
        description: t("toasts.short", { missing: result.missing }),
        variant: "error",
        durationMs: 6000,
      };
    case "refused":
      return {
        title: t("toasts.failedTitle"),
        description: t("toasts.refused"),
        variant: "error",
        durationMs: 6000,
      };
    case "failed":
      return {
        title: t("toasts.failedTitle"),
        description: t("toasts.failed"),
        variant: "error",
        durationMs: 6000,
      };
  }
}

export default function Store() {
  const { sections, viewer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("store");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900">{t("title")}</h1>
          <p className="mt-2 text-slate-700">
            <Trans
              t={t}
              i18nKey="intro"
              components={{ a: <Link to="/characters" className="font-semibold text-indigo-700 underline" /> }}
            />
          </p>
        </div>
        {viewer ? (
          <div className="flex flex-wrap items-center gap-2">
            <CoinBalance balance={viewer.balance} />
            {viewer.isAdmin ? <span className="pill bg-slate-800 px-3 py-1 text-sm text-white">{t("admin")}</span> : null}
          </div>
        ) : null}
      </div>

      <nav aria-label={t("sectionsNav")} className="mt-4">
        <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
          {sections.map((section) => (
            <li key={section.param}>
              <a
                href={`#store-${section.param}`}
                className="flex h-full flex-col items-center gap-1 rounded-2xl border-2 border-indigo-200 bg-white px-2 py-2 text-center font-bold text-indigo-900 hover:border-indigo-500 sm:flex-row sm:px-4"
              >
                {section.page.items[0] ? <CosmeticPreview item={section.page.items[0]} size={40} /> : null}
                <span className="text-sm sm:text-base">{t(sectionKeys[section.param].title)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {viewer?.isAdmin ? (
        <section className="card mt-6 border-slate-800 p-5" aria-labelledby="admin-access">
          <h2 id="admin-access" className="text-lg font-bold text-slate-900">
            {t("adminAccess.title")}
          </h2>
          <p className="mt-1 text-slate-700">{t("adminAccess.text")}</p>
        </section>
      ) : null}

      {viewer ? (
        <p className="mt-6 text-slate-700">
          <Trans
            t={t}
            i18nKey="ownedNote"
            components={{ a: <Link to="/profile?tab=cosmetics" className="font-semibold text-indigo-700 underline" /> }}
          />
        </p>
      ) : (
        <div className="card mt-6 flex flex-wrap items-center justify-between gap-4 p-5">
          <p className="text-slate-700">{t("signInNote")}</p>
          <Link to={loginPath("/store", { plain: true })} className="btn-primary">
            {t("signInToPurchase")}
          </Link>
        </div>
      )}

      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {actionData.error}
        </p>
      ) : null}

      {sections.map((section) => (
        <section
          key={section.category}
          className="mt-10 scroll-mt-4"
          id={`store-${section.param}`}
          aria-labelledby={`store-${section.param}-title`}
        >
          <h2 id={`store-${section.param}-title`} className="text-2xl font-bold text-slate-900">
            {t(sectionKeys[section.param].title)}
          </h2>
          <p className="mt-1 text-slate-700">{t(sectionKeys[section.param].blurb)}</p>
          {section.page.items.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("empty")}</p>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {section.page.items.map((item) => (
                <StoreItem key={item.id} item={item} signedIn={viewer !== null} />
              ))}
            </ul>
          )}
          <Pagination
            label={t(sectionKeys[section.param].pages)}
            param={section.param}
            page={section.page.page}
            pageCount={section.page.pageCount}
          />
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("store");
  return (
    <RouteError
      title={t("title")}
      titleClassName="text-3xl font-extrabold text-slate-900"
      loadingError={t("loadingError")}
      link={{ to: "/store", reload: true }}
    />
  );
}
