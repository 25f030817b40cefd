import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { lazyComponent } from "~/utils/lazy";
import type { CosmeticSection } from "~/utils/cosmetics";
import { PanelTitle } from "./PanelTitle";

// It shows on one tab only: its code loads when that tab is open.
const CosmeticsManager = lazyComponent(() => import("~/components/CosmeticsManager").then((m) => m.CosmeticsManager));

/** The frames, badge pins and characters the player owns, to wear one of each. */
export function CosmeticsPanel({ sections }: { sections: CosmeticSection[] }) {
  const { t } = useTranslation("profile");
  return (
    <section>
      <PanelTitle>{t("tabs.cosmetics")}</PanelTitle>
      <p className="mt-3 text-slate-700">
        <Trans
          t={t}
          i18nKey="cosmetics.text"
          components={{
            collection: <Link to="/characters" className="font-semibold text-indigo-700 underline" />,
            store: <Link to="/store" className="font-semibold text-indigo-700 underline" />,
          }}
        />
      </p>
      <div className="mt-6">
        <CosmeticsManager sections={sections} />
      </div>
    </section>
  );
}
