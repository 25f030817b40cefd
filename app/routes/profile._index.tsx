import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ParentNotice } from "~/components/ParentNotice";
import { ProfileCard } from "~/components/ProfileCard";
import { SignInPrompt } from "~/components/SignInPrompt";
import { parseTab, TabLinks, type Tab } from "~/components/Tabs";
import { loadCosmeticsManager } from "~/models/cosmetics.server";
import { earningRules } from "~/models/earning-rules.server";
import { ownProfile } from "~/models/profile-view.server";
import { getSessionUser } from "~/models/auth.server";
import { DAILY_CHALLENGES, REFERRAL } from "~/economy";
import { formatDate } from "~/utils/dates";
import { lazyComponent } from "~/utils/lazy";
import { pageMeta } from "~/utils/meta";
import { abbreviateNumber } from "~/utils/numbers";
import { siteOrigin } from "~/utils/url.server";

// Each shows on one tab only: their code loads when that tab is open.
const CosmeticsManager = lazyComponent(() => import("~/components/CosmeticsManager").then((m) => m.CosmeticsManager));
const EditProfileDialog = lazyComponent(() => import("~/components/EditProfileDialog").then((m) => m.EditProfileDialog));

export const meta: MetaFunction = () =>
  pageMeta({
    title: "My Profile",
    description: "Your CleverPlay profile, coins, badges and settings.",
  });

type TabId = "overview" | "cosmetics" | "earnings" | "settings";
const tabs: readonly Tab<TabId>[] = [
  { id: "overview", label: "Overview" },
  { id: "cosmetics", label: "Cosmetics" },
  { id: "earnings", label: "Earnings" },
  { id: "settings", label: "Settings" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSessionUser(request, context);
  // Signed out: the page says so with a way to sign in (a 200, so the address stays shareable).
  if (!user) return json({ profile: null });
  const profile = await ownProfile(context.db, user, {
    timeZone: context.env.APP_TIME_ZONE,
  });
  if (!profile) throw new Response("Not Found", { status: 404 });
  const { searchParams } = new URL(request.url);
  const tab = parseTab(tabs, searchParams.get("tab"));
  return json({
    profile,
    tab,
    cosmetics: tab === "cosmetics" ? await loadCosmeticsManager(context.db, { id: user.id, isAdmin: user.isAdmin }, searchParams) : null,
    earningRules,
    challengesPerDay: DAILY_CHALLENGES.perDay,
    referralLink: `${siteOrigin(request, context)}/register?ref=${encodeURIComponent(profile.card.username)}`,
    referralReward: REFERRAL,
  });
}

type Data = Exclude<SerializeFrom<typeof loader>, { profile: null }>;

export default function MyProfile() {
  const data = useLoaderData<typeof loader>();
  if (!data.profile) return <SignInPrompt title="My Profile" text="Please sign in to view your profile." returnTo="/profile" />;
  const { profile, tab } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">My Profile</h1>
      {profile.consent?.awaitingParent ? <ParentNotice {...profile.consent} /> : null}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[300px_1fr]">
        <ProfileCard {...profile.card}>
          <Link to={`/profile/${profile.card.id}`} className="btn-secondary mt-6 w-full">
            View public profile
          </Link>
        </ProfileCard>
        <div className="min-w-0">
          <TabLinks label="Profile sections" tabs={tabs} current={tab} basePath="/profile" />
          <div className="mt-6">
            {tab === "overview" ? <Overview data={data} /> : null}
            {data.cosmetics ? <Cosmetics data={data} /> : null}
            {tab === "earnings" ? <Earnings data={data} /> : null}
            {tab === "settings" ? <Settings settings={profile.settings} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}

function PanelTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="text-2xl font-bold text-slate-900">{children}</h2>;
}

function Overview({ data }: { data: Data }) {
  const { card, challengesToday } = data.profile;
  const tiles: Array<[string, string]> = [
    ["Games played", abbreviateNumber(card.gamesPlayed)],
    ["Clever Coins", `${abbreviateNumber(card.balance)} CC`],
    ["Day streak", String(card.streakDays)],
    ["Challenges today", `${challengesToday} / ${data.challengesPerDay}`],
  ];
  return (
    <section>
      <PanelTitle>Overview</PanelTitle>
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map(([term, value]) => (
          <div key={term} className="card flex flex-col-reverse p-4 text-center">
            <dt className="mt-1 text-sm text-slate-700">{term}</dt>
            <dd className="text-2xl font-extrabold text-indigo-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/games" className="btn-primary">
          Play a game
        </Link>
        <Link to="/challenges" className="btn-secondary">
          Daily challenges
        </Link>
        <Link to="/class-races" className="btn-secondary">
          My Races
        </Link>
      </div>
      <div className="card mt-6 p-4">
        <h3 className="font-bold text-slate-900">Invite a friend</h3>
        <p className="mt-1 text-sm text-slate-700">
          Share your link: when a friend who signs up with it completes {data.referralReward.games} games, you get{" "}
          {data.referralReward.reward} Clever Coins.
        </p>
        <label htmlFor="referral-link" className="mt-3 block text-sm font-medium text-slate-800">
          Your invite link
        </label>
        <input
          id="referral-link"
          readOnly
          value={data.referralLink}
          className="input mt-1 w-full font-mono text-sm"
          onFocus={(e) => e.target.select()}
        />
      </div>
    </section>
  );
}

function Cosmetics({ data }: { data: Data }) {
  return (
    <section>
      <PanelTitle>Cosmetics</PanelTitle>
      <p className="mt-3 text-slate-700">
        Your avatar frame and badge show on your profile, in the header and on the leaderboard: one of each at a time.{" "}
        <Link to="/store" className="font-semibold text-indigo-700 underline">
          Get more in the store
        </Link>
      </p>
      <div className="mt-6">
        <CosmeticsManager sections={data.cosmetics ?? []} />
      </div>
    </section>
  );
}

function Earnings({ data }: { data: Data }) {
  const { transactions } = data.profile;
  return (
    <section>
      <PanelTitle>Earnings</PanelTitle>
      <h3 className="mt-4 text-lg font-bold text-slate-900">How to earn Clever Coins</h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {data.earningRules.map((rule) => (
          <li key={rule.title} className="card p-4">
            <p className="font-semibold text-slate-900">{rule.title}</p>
            <p className="mt-1 text-sm text-slate-700">{rule.detail}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-lg font-bold text-slate-900">Recent transactions</h3>
      {transactions.length === 0 ? (
        <p className="mt-2 text-slate-700">No transactions yet. Play a game or complete a challenge to earn your first Clever Coins.</p>
      ) : (
        <TransactionTable transactions={transactions} />
      )}
    </section>
  );
}

function TransactionTable({ transactions }: { transactions: Data["profile"]["transactions"] }) {
  return (
    <div className="card mt-2 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">Your last {transactions.length} Clever Coin transactions, newest first</caption>
        <thead className="border-b border-slate-200 text-sm text-slate-700">
          <tr>
            {/* On a phone the date goes under the description, so the amount stays on the screen. */}
            <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Description
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {transactions.map((t) => (
            <tr key={t.id}>
              <td className="hidden whitespace-nowrap px-4 py-2 text-slate-700 sm:table-cell">{formatDate(t.day)}</td>
              <td className="px-4 py-2 text-slate-900">
                {t.description}
                <span className="block text-sm text-slate-700 sm:hidden">{formatDate(t.day)}</span>
              </td>
              <td className={`whitespace-nowrap px-4 py-2 text-right font-semibold ${t.amount < 0 ? "text-red-800" : "text-green-800"}`}>
                {t.amount < 0 ? `−${-t.amount}` : `+${t.amount}`} CC
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Settings({ settings }: { settings: Data["profile"]["settings"] }) {
  const rows: Array<[string, string]> = [
    ["Display name", settings.displayName || "Player"],
    ["Username", `@${settings.username}`],
    ["E-mail", settings.email],
    ["Visibility", settings.isPublic ? "Public" : "Private"],
    ["Bio", settings.bio || "No bio yet."],
  ];
  return (
    <section>
      <PanelTitle>Settings</PanelTitle>
      <dl className="card mt-4 divide-y divide-slate-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <EditProfileDialog
          values={{
            username: settings.username,
            displayName: settings.displayName,
            bio: settings.bio,
            isPublic: settings.isPublic,
            publicLocked: settings.publicLocked,
          }}
        />
      </div>
      <h3 className="mt-10 text-lg font-bold text-slate-900">Your data</h3>
      <p className="mt-1 text-slate-700">Get a copy of everything we keep about you, or delete your account and all of it for good.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A plain link: the file is a download, not a page for the router. */}
        <a href="/profile/export" download className="btn-secondary">
          Download my data
        </a>
        <Link to="/profile/delete" className="btn border border-red-700 bg-white text-red-800 hover:bg-red-50">
          Delete my account
        </Link>
      </div>
    </section>
  );
}
