import { Form, Link, NavLink } from "@remix-run/react";
import { abbreviateNumber } from "~/utils/numbers";
import { Avatar } from "./Avatar";
import type { PlayerLook } from "~/utils/player";
import { SubmitButton } from "~/components/forms";
import { useTranslation } from "react-i18next";
import { formatCount } from "~/i18n/format";

export interface HeaderUser extends PlayerLook {
  balance: number;
  isAdmin: boolean;
  /** An adult (or not known yet): the menu offers Teach. */
  mayTeach?: boolean;
}

/** Labels are keys of the shell's messages (app/locales/<language>/common.json). */
const mainLinks = [
  { to: "/", label: "nav.home" },
  { to: "/games", label: "nav.games" },
  { to: "/challenges", label: "nav.challenges" },
  { to: "/leaderboard", label: "nav.leaderboard" },
  { to: "/store", label: "nav.store" },
] as const;

/** Drawn inline: as an image it was the last request a first visit waited for on a slow school line. */
function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="#0f172a" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? "nav-link nav-link-current" : "nav-link";
}

const userLinks = [
  { to: "/profile", label: "account.profile" },
  { to: "/my-games", label: "account.myGames" },
  { to: "/badges", label: "account.badges" },
  { to: "/characters", label: "account.characters" },
] as const;
const teachLink = { to: "/teach", label: "account.teach" } as const;
const adminLinks = [
  { to: "/admin/sessions", label: "account.sessionStatistics" },
  { to: "/admin/ledger", label: "account.ledgerCheck" },
  { to: "/admin/set-reports", label: "account.reportedSets" },
] as const;

/** The user menu's links, the same in the desktop and the mobile menu. */
function UserLinks({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  const links = [...userLinks, ...(user.mayTeach ? [teachLink] : []), ...(user.isAdmin ? adminLinks : [])];
  return links.map((link) => (
    <Link key={link.to} to={link.to} className="nav-link">
      {t(link.label)}
    </Link>
  ));
}

export function CoinBalance({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation();
  const short = i18n.language === "en" ? abbreviateNumber(balance) : formatCount(balance, i18n.language, { notation: "compact" });
  return (
    <span
      className="pill shrink-0 whitespace-nowrap bg-amber-100 px-3 py-1 text-sm text-amber-900"
      title={t("coins.title", { count: balance })}
    >
      <img src="/images/icons/coin.svg" alt="" width={18} height={18} className="mr-1 inline-block align-[-3px]" />
      {t("coins.short", { amount: short })}
      <span className="sr-only">{t("coins.spoken")}</span>
    </span>
  );
}

function SignOutButton() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout">
      <SubmitButton className="w-full rounded-lg px-3 py-2 text-left font-medium text-slate-700 hover:bg-slate-100">
        {t("signOut")}
      </SubmitButton>
    </Form>
  );
}

/** The signed-in corner: balance, avatar and a <details> user menu (works without JavaScript). */
function UserMenu({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <CoinBalance balance={user.balance} />
      <details className="relative">
        <summary
          className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-slate-100"
          aria-label={t("account.menu")}
        >
          <Avatar
            name={user.displayName}
            avatarUrl={user.avatarUrl}
            frameUrl={user.frameUrl}
            emblemUrl={user.emblemUrl}
            characterUrl={user.characterUrl}
            size={40}
          />
          <span className="hidden font-medium text-slate-800 xl:inline">{user.displayName}</span>
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <p className="px-3 py-2 text-sm text-slate-600">@{user.username}</p>
          <nav aria-label={t("account.nav")} className="flex flex-col">
            <UserLinks user={user} />
          </nav>
          <div className="mt-1 border-t border-slate-200 pt-1">
            <SignOutButton />
          </div>
        </div>
      </details>
    </div>
  );
}

function AccountButtons() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/login" className="btn-secondary">
        {t("signIn")}
      </Link>
      <Link to="/register" className="btn-primary">
        {t("createAccount")}
      </Link>
    </>
  );
}

/** The site header. On small screens the links fold into a <details> menu: no JavaScript needed. */
export function Header({
  user,
  activeTwoPlayerSession = null,
}: {
  user: HeaderUser | null;
  activeTwoPlayerSession?: { inviteCode: string; href: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <header className="site-header print:hidden sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      {/* The Active Session badge takes a row of its own under the logo and the menu: beside them */}
      {/* it pushed the Menu button off a 320 px screen, and the account off a tablet's. The full */}
      {/* navigation needs a laptop's width (lg); below, the Menu holds it. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-indigo-800">
          <img src="/logo.svg" alt="" width={32} height={32} />
          CleverPlay
        </Link>
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 lg:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navClass} prefetch="intent">
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        {activeTwoPlayerSession ? (
          <Link
            to={activeTwoPlayerSession.href}
            className="pill order-last w-full justify-center whitespace-nowrap bg-green-100 px-3 py-1 text-sm text-green-900"
            data-testid="active-session"
          >
            {t("activeSession")} <span className="ml-1 font-mono">{activeTwoPlayerSession.inviteCode}</span>
          </Link>
        ) : null}
        <div className="hidden items-center gap-2 lg:flex">{user ? <UserMenu user={user} /> : <AccountButtons />}</div>
        <details className="group relative lg:hidden">
          <summary className="btn-secondary cursor-pointer list-none" aria-label={t("menu")}>
            <MenuIcon /> {t("menu")}
          </summary>
          <div className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
            <nav aria-label={t("nav.mobile")} className="flex flex-col gap-1">
              {mainLinks.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navClass}>
                  {t(link.label)}
                </NavLink>
              ))}
            </nav>
            <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
              {user ? (
                <>
                  <CoinBalance balance={user.balance} />
                  <UserLinks user={user} />
                  <SignOutButton />
                </>
              ) : (
                <AccountButtons />
              )}
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
