/**
 * The join page's cards: the invite (game, category, host, status, players, code) that anyone
 * may see, and the card for a code no session uses.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { STATUS_WORDS } from "~/utils/join";
import { loginPath } from "~/utils/login";
import type { ReactNode } from "react";
import type { Invite } from "~/models/multiplayer/join.server";
import { categoryBadgeClasses, categoryLabels } from "~/utils/categories";
import { Avatar } from "./Avatar";

function CodeText({ code }: { code: string }) {
  return <span className="font-mono text-lg font-bold tracking-widest text-slate-900">{code}</span>;
}

export function InviteCard({ code, invite, children }: { code: string; invite: Invite; children: ReactNode }) {
  const { t } = useTranslation("race");
  const { game, host, status, players, maxPlayers } = invite;
  return (
    <section aria-labelledby="invite-game" className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="invite-game" className="text-2xl font-bold text-slate-900">
          {game.title}
        </h2>
        <span className={`pill ${categoryBadgeClasses[game.category]}`}>
          {t(`common:categories.${game.category}`, categoryLabels[game.category])}
        </span>
      </div>
      {/* The labels keep their width; a long name wraps inside a 320 px phone's card (minmax(0, 1fr), anywhere). */}
      <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] items-center gap-x-4 gap-y-3 sm:gap-x-6">
        <dt className="font-medium text-slate-700">{t("seat.host")}</dt>
        <dd className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
          {host ? (
            <>
              <Avatar
                name={host.displayName}
                avatarUrl={host.avatarUrl}
                frameUrl={host.frameUrl}
                emblemUrl={host.emblemUrl}
                characterUrl={host.characterUrl}
                size={36}
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {host.displayName} <span className="font-normal text-slate-600">@{host.username}</span>
              </span>
            </>
          ) : (
            t("invite.noHost")
          )}
        </dd>
        <dt className="font-medium text-slate-700">{t("invite.status")}</dt>
        <dd className="font-semibold capitalize text-slate-900">{STATUS_WORDS[status] ? t(STATUS_WORDS[status]) : status}</dd>
        <dt className="font-medium text-slate-700">{t("panel.players")}</dt>
        <dd className="font-semibold text-slate-900">
          {players}/{maxPlayers}
        </dd>
        <dt className="font-medium text-slate-700">{t("invite.code")}</dt>
        <dd>
          <CodeText code={code} />
        </dd>
      </dl>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function SessionNotFoundCard({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useTranslation("race");
  return (
    <section aria-labelledby="not-found-title" className="card p-6 text-center">
      <h2 id="not-found-title" className="text-2xl font-bold text-slate-900">
        {t("notFound.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("notFound.text")}</p>
      <p className="mt-3 text-slate-700">
        {t("notFound.code")} <CodeText code={code} />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/games" className="btn-primary">
          {t("joinPage.browse")}
        </Link>
        {/* Signing in comes back here: the code may be right and only the sign-in missing. */}
        {signedIn ? null : (
          <Link to={loginPath(`/join/${code}`)} className="btn-secondary">
            {t("invite.signInButton")}
          </Link>
        )}
      </div>
    </section>
  );
}
