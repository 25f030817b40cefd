import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProfileCard } from "~/components/ProfileCard";
import { parseTab, TabLinks, type Tab } from "~/components/Tabs";
import { publicProfile } from "~/models/profile-view.server";
import { getSignedInUser } from "~/models/auth.server";
import { pageMeta } from "~/utils/meta";
import { useTranslation } from "react-i18next";
import { CategoryBadge } from "~/components/GameCard";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";

export const handle: I18nHandle = { i18n: "profile" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

type TabId = "achievements" | "badges";
/** Each tab's label is a key of the profile's messages. */
const tabs: readonly Tab<TabId>[] = [
  { id: "achievements", label: "public.achievements" },
  { id: "badges", label: "public.badges" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [{ user }, t] = await Promise.all([getSignedInUser(request, context), serverT(request, context, "profile")]);
  const meta = { title: t("public.metaTitle"), description: t("public.metaDescription") };
  const profile = await publicProfile(
    context.db,
    params.userId ?? "",
    user?.id ?? null,
    context.env.APP_TIME_ZONE,
    await languageOf(request, context),
  );
  // Private, missing and malformed ids get the very same answer, so none can be told apart.
  if (!profile) return json({ meta, profile: null }, { status: 404 });
  return json({
    meta,
    profile,
    tab: parseTab(tabs, new URL(request.url).searchParams.get("tab")),
  });
}

type Data = Exclude<SerializeFrom<typeof loader>, { profile: null }>;

export default function PlayerProfile() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("profile");
  if (!data.profile) return <Unavailable />;
  const { profile, tab } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("public.title")}</h1>
      {profile.isOwner && !profile.isPublic ? (
        <p className="mt-2 rounded-lg bg-slate-100 px-4 py-2 text-slate-800">{t("public.privateNote")}</p>
      ) : null}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[300px_1fr]">
        <ProfileCard {...profile.card} badgeCount={profile.badgeCount} />
        <div className="min-w-0">
          <TabLinks
            label={t("public.tabsLabel")}
            tabs={tabs.map((each) => ({ ...each, label: t(each.label) }))}
            current={tab}
            basePath={`/profile/${profile.card.id}`}
          />
          <div className="mt-6">{tab === "achievements" ? <Achievements data={data} /> : <Badges data={data} />}</div>
        </div>
      </div>
    </div>
  );
}

function Unavailable() {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("public.unavailableTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("public.unavailable")}</p>
      <Link to="/leaderboard" className="btn-primary mt-8">
        {t("public.backToBoard")}
      </Link>
    </div>
  );
}

function Achievements({ data }: { data: Data }) {
  const { achievements } = data.profile;
  const { t } = useTranslation("profile");
  return (
    <section>
      <h2 className="text-2xl font-bold text-slate-900">{t("public.achievements")}</h2>
      {achievements.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("public.noGames")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {achievements.map((a) => (
            <li key={a.gameId} className="card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{a.title}</p>
                <CategoryBadge category={a.category} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-700">{t("public.highest")}</dt>
                  <dd className="text-lg font-bold text-slate-900">{a.highestScore}</dd>
                </div>
                <div>
                  <dt className="text-slate-700">{t("public.timesPlayed")}</dt>
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
  const { t } = useTranslation("profile");
  return (
    <section>
      <h2 className="text-2xl font-bold text-slate-900">{t("public.badges")}</h2>
      {badges.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("public.noBadges")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {badges.map((b) => (
            <li key={b.id} className="card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{b.name}</p>
                <span className="pill bg-amber-100 text-amber-900">{t("public.reward", { reward: b.reward })}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{b.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
