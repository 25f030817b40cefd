import type { badgeTypes } from "../../drizzle/schema";
import { formatDate } from "~/utils/dates";

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
  return (
    <li className={`card flex gap-4 p-5 ${earned ? "border-green-600" : ""}`}>
      {badge.iconUrl ? (
        <img src={badge.iconUrl} alt="" width={64} height={64} className={`h-16 w-16 shrink-0 ${earned ? "" : "opacity-50 grayscale"}`} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-lg font-bold text-slate-900">{badge.name}</h3>
        <p className="text-sm text-slate-700">{badge.description}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`pill capitalize ${typeClasses[badge.badgeType]}`}>{badge.badgeType}</span>
          <span className="pill bg-amber-100 text-amber-900">+{badge.tokensReward} Tokens</span>
        </div>
        {earnedAt ? (
          <p className="text-sm font-semibold text-green-800">
            <span aria-hidden="true">✓ </span>Earned <span className="font-normal">on {formatDate(earnedAt)}</span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">Not earned yet</p>
        )}
      </div>
    </li>
  );
}
