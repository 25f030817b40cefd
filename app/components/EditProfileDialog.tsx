import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "react-i18next";
import type { EditFailure, ProfileFormValues } from "~/utils/profile-form";
import { EditProfileForm } from "./EditProfileForm";

/**
 * The Edit Profile button. It is a link to /profile/edit, so it works before (or without)
 * JavaScript; once the page runs, a plain click opens the same form in a modal <dialog> instead
 * and posts it with a fetcher, keeping the dialog open to show any error.
 */
export function EditProfileDialog({ values }: { values: ProfileFormValues }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Each opening starts clean: a new fetcher (no old errors) and a new form (the saved values).
  const [round, setRound] = useState(0);
  const fetcher = useFetcher<EditFailure>({ key: `edit-profile-${round}` });
  const { key: locationKey } = useLocation();
  const hydrated = useHydrated();
  const { t } = useTranslation("profile");

  // A successful save redirects back to the profile (a new location): close on it.
  useEffect(() => dialog.current?.close(), [locationKey]);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.current?.showModal();
  }

  const result = fetcher.data;
  return (
    <>
      {/* Until the page runs, the link goes to the form's page: only then does it open a dialog. */}
      <a href="/profile/edit" onClick={open} aria-haspopup={hydrated ? "dialog" : undefined} className="btn-primary">
        {t("edit.title")}
      </a>
      {/* Rendered once the page runs: without JavaScript nothing could open it. */}
      {hydrated ? (
        <dialog
          ref={dialog}
          aria-labelledby="edit-profile-title"
          onClose={() => setRound((n) => n + 1)}
          className="w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60"
        >
          <div className="p-6">
            <h2 id="edit-profile-title" className="text-xl font-bold text-slate-900">
              {t("edit.title")}
            </h2>
            <div className="mt-4">
              <EditProfileForm
                key={round}
                as={fetcher.Form}
                values={result?.values ?? values}
                errors={result?.errors}
                problem={result?.problem}
                submitting={fetcher.state !== "idle"}
                cancel={
                  <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
                    {t("edit.cancel")}
                  </button>
                }
              />
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
