import type { badgeTypes } from "../../drizzle/schema";
import { Trans, useTranslation } from "react-i18next";
import { formatDay } from "~/i18n/format";

export type BadgeType = (typeof badgeTypes)[number];

export interface BadgeCardBadge {
  name: string;
  description: string;
  badgeType: BadgeType;
  tokensReward: number;
  iconUrl: string | null;
  /** When this player earned it; null while not earned. */
  earnedAt: string | null;
}

/** Each type's word (app/locales/<language>/rewards-pages.json). */
const typeKeys: Record<BadgeType, string> = {
  achievement: "badges.types.achievement",
  skill: "badges.types.skill",
  reading: "badges.types.reading",
  math: "badges.types.math",
  logic: "badges.types.logic",
  special: "badges.types.special",
};

/** A colour per badge type, following the category colours (math green, reading blue, ...); AA contrast. */
const typeClasses: Record<BadgeType, string> = {
  achievement: "bg-indigo-100 text-indigo-800",
  skill: "bg-rose-100 text-rose-800",
  reading: "bg-blue-100 text-blue-800",
  math: "bg-green-100 text-green-800",
  logic: "bg-purple-100 text-purple-800",
  special: "bg-slate-200 text-slate-800",
};

export function BadgeCard({ badge }: { badge: BadgeCardBadge }) {
  const { earnedAt } = badge;
  const earned = earnedAt !== null;
  const { t, i18n } = useTranslation("rewards-pages");
  return (
    <li className={`card flex gap-4 p-5 ${earned ? "border-green-600" : ""}`}>
      {badge.iconUrl ? (
        <img src={badge.iconUrl} alt="" width={64} height={64} className={`h-16 w-16 shrink-0 ${earned ? "" : "opacity-50 grayscale"}`} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-lg font-bold text-slate-900">{badge.name}</h3>
        <p className="text-sm text-slate-700">{badge.description}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`pill capitalize ${typeClasses[badge.badgeType]}`}>{t(typeKeys[badge.badgeType])}</span>
          <span className="pill bg-amber-100 text-amber-900">{t("badges.tokens", { reward: badge.tokensReward })}</span>
        </div>
        {earnedAt ? (
          <p className="text-sm font-semibold text-green-800">
            <span aria-hidden="true">✓ </span>
            <Trans
              t={t}
              i18nKey="badges.earnedOn"
              values={{ date: formatDay(earnedAt, i18n.language) }}
              components={{ date: <span className="font-normal" /> }}
            />
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t("badges.notEarned")}</p>
        )}
      </div>
    </li>
  );
}
