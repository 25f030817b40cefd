import { Link } from "@remix-run/react";
import { lazyComponent } from "~/utils/lazy";
import type { CosmeticSection } from "~/utils/cosmetics";
import { PanelTitle } from "./PanelTitle";

// It shows on one tab only: its code loads when that tab is open.
const CosmeticsManager = lazyComponent(() => import("~/components/CosmeticsManager").then((m) => m.CosmeticsManager));

/** The frames, badge pins and characters the player owns, to wear one of each. */
export function CosmeticsPanel({ sections }: { sections: CosmeticSection[] }) {
  return (
    <section>
      <PanelTitle>Cosmetics</PanelTitle>
      <p className="mt-3 text-slate-700">
        Your character, avatar frame and badge pin show on your profile, in the header, on the leaderboard and in races: one of each at a
        time.{" "}
        <Link to="/characters" className="font-semibold text-indigo-700 underline">
          See your character collection
        </Link>{" "}
        or{" "}
        <Link to="/store" className="font-semibold text-indigo-700 underline">
          get more in the store
        </Link>
        .
      </p>
      <div className="mt-6">
        <CosmeticsManager sections={sections} />
      </div>
    </section>
  );
}
