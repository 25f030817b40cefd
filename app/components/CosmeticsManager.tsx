/**
 * The profile's Cosmetics tab: the player's own cosmetics by category, each with Equip or
 * Unequip (a form posting to /cosmetics/equip, so it works without JavaScript).
 *
 * Props: `sections`, exactly what `loadCosmeticsManager(db, { id, isAdmin }, url.searchParams)`
 * returns (from app/models/cosmetics.server.ts). Each section pages on its own query parameter
 * (framesPage, badgesPage); the other parameters of the page (?tab=cosmetics) are kept.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CosmeticSection, CosmeticSectionDef } from "~/utils/cosmetics";
import { CosmeticPreview } from "./CosmeticPreview";
import { EquipButton } from "./EquipButton";
import { Pagination } from "./Pagination";

/** Each section's words, by its page parameter: its title is the store's, the rest the profile's. */
const sectionKeys: Record<CosmeticSectionDef["param"], { title: string; none: string; pages: string }> = {
  framesPage: { title: "store:sections.frames.title", none: "cosmetics.noneFrames", pages: "cosmetics.pagesFrames" },
  badgesPage: { title: "store:sections.badges.title", none: "cosmetics.noneBadges", pages: "cosmetics.pagesBadges" },
  charactersPage: { title: "store:sections.characters.title", none: "cosmetics.noneCharacters", pages: "cosmetics.pagesCharacters" },
};

export function CosmeticsManager({ sections }: { sections: CosmeticSection[] }) {
  const { t } = useTranslation(["profile", "store"]);
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => (
        <section key={section.category} aria-labelledby={`owned-${section.param}`}>
          <h3 id={`owned-${section.param}`} className="text-lg font-bold text-slate-900">
            {t(sectionKeys[section.param].title)}
          </h3>
          {section.page.items.length === 0 ? (
            <p className="mt-2 text-slate-700">
              {t(sectionKeys[section.param].none)}{" "}
              <Link to="/store" className="font-semibold text-indigo-700 underline">
                {t("cosmetics.visitStore")}
              </Link>
            </p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {section.page.items.map((item) => (
                <li key={item.id} className="card flex items-center gap-4 p-4">
                  <CosmeticPreview item={item} size={64} />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{item.name}</p>
                    {item.equipped ? <p className="pill mt-1 bg-green-100 text-green-800">{t("cosmetics.equipped")}</p> : null}
                  </div>
                  <EquipButton item={item} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            label={t(sectionKeys[section.param].pages)}
            param={section.param}
            page={section.page.page}
            pageCount={section.page.pageCount}
          />
        </section>
      ))}
    </div>
  );
}
