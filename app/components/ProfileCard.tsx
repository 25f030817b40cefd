import type { ProfileCardData } from "~/models/profile-view.server";
import { useTranslation } from "react-i18next";
import { formatDay, shortCount } from "~/i18n/format";
import { Avatar } from "./Avatar";

export interface ProfileCardProps extends Omit<ProfileCardData, "id"> {
  /** Shown on public profiles. */
  badgeCount?: number;
  children?: React.ReactNode;
}

/** The left card of both profile pages: who the player is and their numbers. */
export function ProfileCard({ children, ...p }: ProfileCardProps) {
  const { t, i18n } = useTranslation("profile");
  const stats: Array<[string, string]> = [
    [t("card.coins"), t("card.coinsValue", { coins: shortCount(p.balance, i18n.language) })],
    [t("card.gamesPlayed"), shortCount(p.gamesPlayed, i18n.language)],
    [t("card.streak"), t("card.streakDays", { count: p.streakDays })],
    ...(p.badgeCount === undefined ? [] : [[t("card.badges"), String(p.badgeCount)] as [string, string]]),
    [t("card.memberSince"), formatDay(p.memberSince, i18n.language)],
  ];
  return (
    <section aria-label={t("card.label")} className="card p-6 text-center">
      <div className="flex justify-center">
        <Avatar
          name={p.displayName}
          avatarUrl={p.avatarUrl}
          frameUrl={p.frameUrl}
          emblemUrl={p.emblemUrl}
          characterUrl={p.characterUrl}
          size={112}
        />
      </div>
      <p className="mt-4 text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">{p.displayName}</p>
      <p className="break-all text-slate-700">@{p.username}</p>
      <dl className="mt-6 divide-y divide-slate-200 text-left">
        {stats.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
