import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Invite } from "~/models/multiplayer/join.server";
import { loginPath } from "~/utils/login";
import { JoinForm, type Join } from "./JoinSession";

/** What the viewer can do with this invite, before any join attempt. */
export function InviteActions({ code, invite, join }: { code: string; invite: Invite; join: Join }) {
  const { t } = useTranslation("race");
  switch (invite.view) {
    case "signed-out":
      return (
        <>
          <p className="text-slate-800">{t("invite.signIn")}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={loginPath(`/join/${code}`)} className="btn-primary">
              {t("invite.signInButton")}
            </Link>
            <Link to="/register" className="btn-secondary">
              {t("invite.createAccount")}
            </Link>
          </div>
        </>
      );
    case "host":
      return (
        <>
          <p className="font-semibold text-slate-900">{t("invite.yours")}</p>
          <Link to={invite.gamePath} className="btn-primary mt-3">
            {t("join.goToGame")}
          </Link>
        </>
      );
    case "inactive":
    case "full":
      // Not a dead end: the same game with a session of one's own, or another game.
      return (
        <>
          <p className="font-semibold text-slate-900">{invite.view === "full" ? t("joinErrors.sessionFull") : t("session.inactive")}</p>
          <p className="mt-1 text-slate-700">{t("invite.ownRace", { game: invite.game.title })}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={invite.gamePath} className="btn-primary">
              {t("invite.play", { game: invite.game.title })}
            </Link>
            <Link to="/games" className="btn-secondary">
              {t("joinPage.browse")}
            </Link>
          </div>
        </>
      );
    case "join":
      return <JoinForm code={code} attempt={1} label={t("invite.join")} join={join} />;
  }
}
