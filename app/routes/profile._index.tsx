import { gameLanguageOf } from "~/games/language";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ParentNotice } from "~/components/ParentNotice";
import { ClassCards } from "~/components/ClassCards";
import { MyClasses } from "~/components/profile/MyClasses";
import { classCards } from "~/models/classes/homework-cards.server";
import { classesOfStudent } from "~/models/classes/membership.server";
import { ProfileCard } from "~/components/ProfileCard";
import { CosmeticsPanel } from "~/components/profile/CosmeticsPanel";
import { EarningsPanel } from "~/components/profile/EarningsPanel";
import { OverviewPanel } from "~/components/profile/OverviewPanel";
import { SettingsPanel } from "~/components/profile/SettingsPanel";
import { SkillsPanel } from "~/components/profile/SkillsPanel";
import { SignInPrompt } from "~/components/SignInPrompt";
import { parseTab, TabLinks, type Tab } from "~/components/Tabs";
import { nextCharacters } from "~/models/characters.server";
import { loadCosmeticsManager } from "~/models/cosmetics.server";
import { earningRules } from "~/models/earning-rules.server";
import { ownProfile } from "~/models/profile-view.server";
import { catalogWords } from "~/i18n/catalog.server";
import { skillsOfChild } from "~/models/learning/my-skills.server";
import { getSignedInUser } from "~/models/auth.server";
import { DAILY_CHALLENGES, REFERRAL } from "~/economy";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";

// The cosmetics tab draws the store's items and the kit's buttons; ParentNotice speaks from
// "account"; My skills' states (SkillState) are the teacher's table's words ("teach").
export const handle: I18nHandle = { i18n: ["profile", "store", "kit", "account", "teach"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

type TabId = "overview" | "skills" | "cosmetics" | "earnings" | "settings";
/** Each tab's label is a key of the profile's messages. */
const tabs: readonly Tab<TabId>[] = [
  { id: "overview", label: "tabs.overview" },
  { id: "skills", label: "tabs.skills" },
  { id: "cosmetics", label: "tabs.cosmetics" },
  { id: "earnings", label: "tabs.earnings" },
  { id: "settings", label: "tabs.settings" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, t, language] = await Promise.all([
    getSignedInUser(request, context),
    serverT(request, context, "profile"),
    languageOf(request, context),
  ]);
  const meta = { title: t("meta.title"), description: t("meta.description") };
  // Signed out: the page says so with a way to sign in (a 200, so the address stays shareable).
  if (!user) return json({ meta, profile: null });
  const profile = await ownProfile(context.db, user, {
    timeZone: context.env.APP_TIME_ZONE,
    t,
    words: catalogWords(language),
  });
  if (!profile) throw new Response("Not Found", { status: 404 });
  const { searchParams } = new URL(request.url);
  const tab = parseTab(tabs, searchParams.get("tab"));
  const [classWork, classes] = await Promise.all([
    classCards(context.db, user, context.env.APP_TIME_ZONE, language),
    classesOfStudent(context.db, user.id),
  ]);
  return json({
    meta,
    profile,
    tab,
    classWork,
    classes: classes.map(({ id, name, teacherName, seenAs }) => ({ id, name, teacherName, seenAs })),
    nextUp: tab === "overview" ? await nextCharacters(context.db, user.id, undefined, language) : [],
    skills: tab === "skills" ? await skillsOfChild(context.db, user.id, gameLanguageOf(language)) : [],
    cosmetics:
      tab === "cosmetics" ? await loadCosmeticsManager(context.db, { id: user.id, isAdmin: user.isAdmin }, searchParams, language) : null,
    earningRules: earningRules(t),
    challengesPerDay: DAILY_CHALLENGES.perDay,
    referralLink: `${siteOrigin(request, context)}/register?ref=${encodeURIComponent(profile.card.username)}`,
    referralReward: REFERRAL,
  });
}

export default function MyProfile() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("profile");
  if (!data.profile) return <SignInPrompt title={t("title")} text={t("signIn")} returnTo="/profile" />;
  const { profile, tab } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("title")}</h1>
      {profile.consent?.awaitingParent ? <ParentNotice {...profile.consent} /> : null}
      <ClassCards {...data.classWork} />
      <MyClasses classes={data.classes} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[300px_1fr]">
        <ProfileCard {...profile.card}>
          <Link to={`/profile/${profile.card.id}`} className="btn-secondary mt-6 w-full">
            {t("viewPublic")}
          </Link>
        </ProfileCard>
        <div className="min-w-0">
          <TabLinks
            label={t("tabsLabel")}
            tabs={tabs.map((each) => ({ ...each, label: t(each.label) }))}
            current={tab}
            basePath="/profile"
          />
          <div className="mt-6">
            {tab === "overview" ? (
              <OverviewPanel
                card={profile.card}
                challengesToday={profile.challengesToday}
                challengesPerDay={data.challengesPerDay}
                referralLink={data.referralLink}
                referralReward={data.referralReward}
                nextUp={data.nextUp}
              />
            ) : null}
            {tab === "skills" ? <SkillsPanel games={data.skills} /> : null}
            {data.cosmetics ? <CosmeticsPanel sections={data.cosmetics} /> : null}
            {tab === "earnings" ? <EarningsPanel rules={data.earningRules} transactions={profile.transactions} /> : null}
            {tab === "settings" ? <SettingsPanel settings={profile.settings} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
