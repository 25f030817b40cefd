import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProfileCard } from "~/components/ProfileCard";
import { parseTab, TabLinks, type Tab } from "~/components/Tabs";
import { publicProfile } from "~/models/profile-view.server";
import { getSignedInUser } from "~/models/auth.server";
import { categoryBadgeClasses, categoryLabels } from "~/utils/categories";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Player Profile",
    description: "A CleverPlay player's achievements and badges.",
  });

type TabId = "achievements" | "badges";
const tabs: readonly Tab<TabId>[] = [
  { id: "achievements", label: "Achievements" },
  { id: "badges", label: "Badges" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user } = await getSignedInUser(request, context);
  const profile = await publicProfile(context.db, params.userId ?? "", user?.id ?? null, context.env.APP_TIME_ZONE);
  // Private, missing and malformed ids get the very same answer, so none can be told apart.
  if (!profile) return json({ profile: null }, { status: 404 });
  return json({
    profile,
    tab: parseTab(tabs, new URL(request.url).searchParams.get("tab")),
  });
}

type Data = Exclude<SerializeFrom<typeof loader>, { profile: null }>;

export default function PlayerProfile() {
  const data = useLoaderData<typeof loader>();
  if (!data.profile) return <Unavailable />;
  const { profile, tab } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Player Profile</h1>
      {profile.isOwner && !profile.isPublic ? (
        <p className="mt-2 rounded-lg bg-slate-100 px-4 py-2 text-slate-800">Your profile is private: only you can see this page.</p>
      ) : null}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[300px_1fr]">
        <ProfileCard {...profile.card} badgeCount={profile.badgeCount} />
        <div className="min-w-0">
          <TabLinks label="Player profile sections" tabs={tabs} current={tab} basePath={`/profile/${profile.card.id}`} />
          <div className="mt-6">{tab === "achievements" ? <Achievements data={data} /> : <Badges data={data} />}</div>
        </div>
      </div>
    </div>
  );
}

function Unavailable() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">Profile Not Available</h1>
      <p className="mt-3 text-slate-700">This profile is either private or doesn&apos;t exist.</p>
      <Link to="/leaderboard" className="btn-primary mt-8">
        Back to Leaderboard
      </Link>
    </div>
  );
}

function Achievements({ data }: { data: Data }) {
  const { achievements } = data.profile;
  return (
    <section>
      <h2 className="text-2xl font-bold text-slate-900">Achievements</h2>
      {achievements.length === 0 ? (
        <p className="mt-3 text-slate-700">No games played yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {achievements.map((a) => (
            <li key={a.gameId} className="card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{a.title}</p>
                <span className={`pill ${categoryBadgeClasses[a.category]}`}>{categoryLabels[a.category]}</span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-700">Highest score</dt>
                  <dd className="text-lg font-bold text-slate-900">{a.highestScore}</dd>
                </div>
                <div>
                  <dt className="text-slate-700">Times played</dt>
                  <dd className="text-lg font-bold text-slate-900">{a.timesPlayed}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Badges({ data }: { data: Data }) {
  const { badges } = data.profile;
  return (
    <section>
      <h2 className="text-2xl font-bold text-slate-900">Badges</h2>
      {badges.length === 0 ? (
        <p className="mt-3 text-slate-700">No badges earned yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {badges.map((b) => (
            <li key={b.id} className="card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{b.name}</p>
                <span className="pill bg-amber-100 text-amber-900">+{b.reward} CC</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{b.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
