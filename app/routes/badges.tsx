/**
 * /badges: every badge with the signed-in player's progress, in three link tabs (All, Earned,
 * Unearned) that work without JavaScript. Signed out, the page says how to see it.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { TFunction } from "i18next";
import { Link, useLoaderData } from "@remix-run/react";
import { BadgeCard } from "~/components/BadgeCard";
import { SignInPrompt } from "~/components/SignInPrompt";
import { parseTab, TabLinks, type Tab } from "~/components/Tabs";
import { badgeCatalogue } from "~/models/badges.server";
import { getSignedInUser } from "~/models/auth.server";
import { pageMeta } from "~/utils/meta";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";

export const handle: I18nHandle = { i18n: "rewards-pages" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

type TabId = "all" | "earned" | "unearned";
/** The tabs, with their labels in the reader's words (`t`: these pages' messages). */
const badgeTabs = (earned: number, unearned: number, t: TFunction): Tab<TabId>[] => [
  { id: "all", label: t("badges.all") },
  { id: "earned", label: t("badges.earnedTab", { earned }) },
  { id: "unearned", label: t("badges.unearnedTab", { unearned }) },
];

/** Keys of these pages' messages: each list's name. */
const listLabels: Record<TabId, string> = {
  all: "badges.allList",
  earned: "badges.earnedList",
  unearned: "badges.unearnedList",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, t] = await Promise.all([getSignedInUser(request, context), serverT(request, context, "rewards-pages")]);
  const meta = { title: t("badges.metaTitle"), description: t("badges.metaDescription") };
  // Signed out: a 200 page with a way to sign in, like the profile.
  if (!user) return json({ meta, badges: null, tab: "all" as TabId });
  const badges = await badgeCatalogue(context.db, user.id, await languageOf(request, context));
  return json({
    meta,
    badges,
    tab: parseTab(badgeTabs(0, 0, t), new URL(request.url).searchParams.get("tab")),
  });
}

export default function Badges() {
  const { badges, tab } = useLoaderData<typeof loader>();
  const { t } = useTranslation("rewards-pages");
  if (!badges) return <SignInPrompt title={t("badges.title")} text={t("badges.signIn")} returnTo="/badges" />;
  const earned = badges.filter((b) => b.earnedAt !== null);
  const unearned = badges.filter((b) => b.earnedAt === null);
  const shown = { all: badges, earned, unearned }[tab];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("badges.title")}</h1>
      <p className="mt-2 text-slate-700">{t("badges.intro")}</p>
      <div className="mt-6">
        <TabLinks label={t("badges.tabsLabel")} tabs={badgeTabs(earned.length, unearned.length, t)} current={tab} basePath="/badges" />
      </div>
      {shown.length === 0 ? (
        <div className="card mt-6 p-8 text-center">
          {tab === "earned" ? (
            <>
              <p className="text-slate-700">{t("badges.noneEarned")}</p>
              <Link to="/games" className="btn-primary mt-4">
                {t("badges.browse")}
              </Link>
            </>
          ) : (
            <p className="text-slate-700">{t("badges.allEarned")}</p>
          )}
        </div>
      ) : (
        <ul aria-label={t(listLabels[tab])} className="mt-6 grid gap-4 md:grid-cols-2">
          {shown.map((badge) => (
            <BadgeCard key={badge.id} badge={badge} />
          ))}
        </ul>
      )}
    </div>
  );
}
