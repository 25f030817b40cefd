import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Avatar } from "~/components/Avatar";
import { RarityPill } from "~/components/RarityPill";
import type { RoundUnlock } from "~/utils/unlocks";

/**
 * "Unlocked in this round!": each character and badge a round gave, with its picture, shown on a
 * run's results and at a race's end (any results card can hold it: it brings no layout of its
 * own beyond its list). Nothing shows when the round unlocked nothing.
 */
export function RoundUnlocks({ unlocks }: { unlocks: readonly RoundUnlock[] }) {
  const { t } = useTranslation("play");
  if (unlocks.length === 0) return null;
  const characters = unlocks.some((unlock) => unlock.kind === "character");
  return (
    <section aria-labelledby="round-unlocks" className="mt-5" data-testid="round-unlocks">
      <h3 id="round-unlocks" className="text-lg font-black">
        {t("unlocks.title")}
      </h3>
      <ul className="mt-2 flex flex-wrap justify-center gap-3">
        {unlocks.map((unlock, i) => (
          <li
            key={unlock.key}
            data-testid={unlock.kind === "character" ? "new-character" : "new-badge"}
            className="results-badge"
            style={{ animationDelay: `${0.4 + i * 0.3}s` }}
          >
            <span className="text-xs font-black uppercase tracking-wide text-amber-900">
              {unlock.kind === "character" ? t("unlocks.character") : t("unlocks.badge")}
            </span>
            {unlock.kind === "character" ? (
              <Avatar name={unlock.name} characterUrl={unlock.pictureUrl} size={72} />
            ) : unlock.pictureUrl ? (
              <img src={unlock.pictureUrl} alt="" width={56} height={56} className="h-14 w-14" />
            ) : null}
            <span className="font-bold leading-tight">{unlock.name}</span>
            {unlock.rarity ? <RarityPill rarity={unlock.rarity} /> : null}
            <span className="text-sm text-slate-700">{unlock.description}</span>
            {unlock.coins > 0 ? <span className="text-sm font-semibold text-amber-900">+{unlock.coins} CC</span> : null}
          </li>
        ))}
      </ul>
      {characters ? (
        <p className="mt-2 text-center text-sm">
          <Link to="/characters" className="font-semibold text-indigo-700 underline">
            {t("unlocks.wear")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
