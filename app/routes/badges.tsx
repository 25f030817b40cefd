/**
 * /badges: every badge with the signed-in player's progress, in three link tabs (All, Earned,
 * Unearned) that work without JavaScript. Signed out, the page says how to see it.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BadgeCard } from "~/components/BadgeCard";
import { SignInPrompt } from "~/components/SignInPrompt";
import { parseTab, TabLinks, type Tab } from "~/components/Tabs";
import { badgeCatalogue } from "~/models/badges.server";
import { getSignedInUser } from "~/models/auth.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Badges",
    description: "Badges you can earn on CleverPlay and the ones you already have.",
  });

type TabId = "all" | "earned" | "unearned";
const badgeTabs = (earned: number, unearned: number): Tab<TabId>[] => [
  { id: "all", label: "All" },
  { id: "earned", label: `Earned (${earned})` },
  { id: "unearned", label: `Unearned (${unearned})` },
];

const listLabels: Record<TabId, string> = {
  all: "All badges",
  earned: "Earned badges",
  unearned: "Unearned badges",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSignedInUser(request, context);
  // Signed out: a 200 page with a way to sign in, like the profile.
  if (!user) return json({ badges: null, tab: "all" as TabId });
  const badges = await badgeCatalogue(context.db, user.id);
  return json({
    badges,
    tab: parseTab(badgeTabs(0, 0), new URL(request.url).searchParams.get("tab")),
  });
}

export default function Badges() {
  const { badges, tab } = useLoaderData<typeof loader>();
  if (!badges) return <SignInPrompt title="Badges" text="Please sign in to view your badges." returnTo="/badges" />;
  const earned = badges.filter((b) => b.earnedAt !== null);
  const unearned = badges.filter((b) => b.earnedAt === null);
  const shown = { all: badges, earned, unearned }[tab];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Badges</h1>
      <p className="mt-2 text-slate-700">
        Earn badges by playing, keeping your login streak and sharing with friends. Each badge pays its reward once, in Clever Coins (CC): a
        badge&apos;s Tokens are Clever Coins. Badges are earned, never bought; the store&apos;s badge pins are something you wear.
      </p>
      <div className="mt-6">
        <TabLinks label="Badge lists" tabs={badgeTabs(earned.length, unearned.length)} current={tab} basePath="/badges" />
      </div>
      {shown.length === 0 ? (
        <div className="card mt-6 p-8 text-center">
          {tab === "earned" ? (
            <>
              <p className="text-slate-700">No badges earned yet. Finish your first game to earn one!</p>
              <Link to="/games" className="btn-primary mt-4">
                Browse Games
              </Link>
            </>
          ) : (
            <p className="text-slate-700">You&apos;ve earned every badge. Amazing work!</p>
          )}
        </div>
      ) : (
        <ul aria-label={listLabels[tab]} className="mt-6 grid gap-4 md:grid-cols-2">
          {shown.map((badge) => (
            <BadgeCard key={badge.id} badge={badge} />
          ))}
        </ul>
      )}
    </div>
  );
}
