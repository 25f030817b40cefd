import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ProfileSettings } from "~/models/profile-view.server";
import { lazyComponent } from "~/utils/lazy";
import { PanelTitle } from "./PanelTitle";

// It shows on one tab only: its code loads when that tab is open.
const EditProfileDialog = lazyComponent(() => import("~/components/EditProfileDialog").then((m) => m.EditProfileDialog));

/** What the player set about themselves, to edit; and their data, to download or delete. */
export function SettingsPanel({ settings }: { settings: ProfileSettings }) {
  const { t } = useTranslation("profile");
  const rows: Array<[string, string]> = [
    [t("settings.displayName"), settings.displayName || t("settings.player")],
    [t("settings.username"), `@${settings.username}`],
    [t("settings.email"), settings.email ?? t("settings.noEmail")],
    [t("settings.visibility"), settings.isPublic ? t("settings.public") : t("settings.private")],
    [t("settings.bio"), settings.bio || t("settings.noBio")],
  ];
  return (
    <section>
      <PanelTitle>{t("tabs.settings")}</PanelTitle>
      <dl className="card mt-4 divide-y divide-slate-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <EditProfileDialog
          values={{
            username: settings.username,
            displayName: settings.displayName,
            bio: settings.bio,
            isPublic: settings.isPublic,
            publicLocked: settings.publicLocked,
          }}
        />
      </div>
      <h3 className="mt-10 text-lg font-bold text-slate-900">{t("settings.dataTitle")}</h3>
      <p className="mt-1 text-slate-700">{t("settings.data")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A plain link: the file is a download, not a page for the router. */}
        <a href="/profile/export" download className="btn-secondary">
          {t("settings.download")}
        </a>
        <Link to="/profile/delete" className="btn border border-red-700 bg-white text-red-800 hover:bg-red-50">
          {t("settings.delete")}
        </Link>
      </div>
    </section>
  );
}
