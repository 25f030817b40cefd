import { Link } from "@remix-run/react";
import type { ProfileSettings } from "~/models/profile-view.server";
import { lazyComponent } from "~/utils/lazy";
import { PanelTitle } from "./PanelTitle";

// It shows on one tab only: its code loads when that tab is open.
const EditProfileDialog = lazyComponent(() => import("~/components/EditProfileDialog").then((m) => m.EditProfileDialog));

/** What the player set about themselves, to edit; and their data, to download or delete. */
export function SettingsPanel({ settings }: { settings: ProfileSettings }) {
  const rows: Array<[string, string]> = [
    ["Display name", settings.displayName || "Player"],
    ["Username", `@${settings.username}`],
    ["E-mail", settings.email ?? "None: your teacher made this account"],
    ["Visibility", settings.isPublic ? "Public" : "Private"],
    ["Bio", settings.bio || "No bio yet."],
  ];
  return (
    <section>
      <PanelTitle>Settings</PanelTitle>
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
      <h3 className="mt-10 text-lg font-bold text-slate-900">Your data</h3>
      <p className="mt-1 text-slate-700">Get a copy of everything we keep about you, or delete your account and all of it for good.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A plain link: the file is a download, not a page for the router. */}
        <a href="/profile/export" download className="btn-secondary">
          Download my data
        </a>
        <Link to="/profile/delete" className="btn border border-red-700 bg-white text-red-800 hover:bg-red-50">
          Delete my account
        </Link>
      </div>
    </section>
  );
}
