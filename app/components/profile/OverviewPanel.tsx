import { Link } from "@remix-run/react";
import type { ProfileCardData } from "~/models/profile-view.server";
import { useTranslation } from "react-i18next";
import { shortCount } from "~/i18n/format";
import { NextUp } from "~/components/rewards/NextUp";
import type { NextCharacter } from "~/utils/characters";
import { PanelTitle } from "./PanelTitle";

/** The profile's first tab: the player's numbers, the characters next up, where to play next, and their invite link. */
export function OverviewPanel({
  card,
  challengesToday,
  challengesPerDay,
  referralLink,
  referralReward,
  nextUp,
}: {
  card: ProfileCardData;
  challengesToday: number;
  challengesPerDay: number;
  referralLink: string;
  referralReward: { games: number; reward: number };
  /** The milestone characters the player is closest to (characters.server.ts). */
  nextUp: readonly NextCharacter[];
}) {
  const { t, i18n } = useTranslation("profile");
  const tiles: Array<[string, string]> = [
    [t("card.gamesPlayed"), shortCount(card.gamesPlayed, i18n.language)],
    [t("card.coins"), t("card.coinsValue", { coins: shortCount(card.balance, i18n.language) })],
    [t("overview.dayStreak"), String(card.streakDays)],
    [t("overview.challengesToday"), t("overview.challengesValue", { done: challengesToday, perDay: challengesPerDay })],
  ];
  return (
    <section>
      <PanelTitle>{t("tabs.overview")}</PanelTitle>
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map(([term, value]) => (
          <div key={term} className="card flex flex-col-reverse p-4 text-center">
            <dt className="mt-1 text-sm text-slate-700">{term}</dt>
            <dd className="text-2xl font-extrabold text-indigo-800">{value}</dd>
          </div>
        ))}
      </dl>
      <NextUp characters={nextUp} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/games" className="btn-primary">
          {t("overview.play")}
        </Link>
        <Link to="/challenges" className="btn-secondary">
          {t("overview.challenges")}
        </Link>
        <Link to="/class-races" className="btn-secondary">
          {t("overview.races")}
        </Link>
      </div>
      <div className="card mt-6 p-4">
        <h3 className="font-bold text-slate-900">{t("overview.inviteTitle")}</h3>
        <p className="mt-1 text-sm text-slate-700">
          {t("overview.invite", { games: referralReward.games, reward: referralReward.reward })}
        </p>
        <label htmlFor="referral-link" className="mt-3 block text-sm font-medium text-slate-800">
          {t("overview.inviteLink")}
        </label>
        <input
          id="referral-link"
          readOnly
          value={referralLink}
          className="input mt-1 w-full font-mono text-sm"
          onFocus={(e) => e.target.select()}
        />
      </div>
    </section>
  );
}
