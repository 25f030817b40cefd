import { Link, NavLink } from "@remix-run/react";

export const mainLinks = [
  { to: "/", label: "Home" },
  { to: "/games", label: "Games" },
  { to: "/challenges", label: "Challenges" },
  { to: "/leaderboard", label: "Leaderboard" },
  { to: "/store", label: "Store" },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-lg px-3 py-2 font-medium ${isActive ? "bg-indigo-50 text-indigo-800" : "text-slate-700 hover:bg-slate-100"}`;
}

function AccountButtons() {
  return (
    <>
      <Link to="/login" className="btn-secondary">
        Sign In
      </Link>
      <Link to="/register" className="btn-primary">
        Create Account
      </Link>
    </>
  );
}

/** The site header. On small screens the links fold into a <details> menu: no JavaScript needed. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-indigo-800">
          <img src="/logo.svg" alt="" width={32} height={32} />
          CleverPlay
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navClass} prefetch="intent">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountButtons />
        </div>
        <details className="group relative md:hidden">
          <summary className="btn-secondary cursor-pointer list-none" aria-label="Menu">
            <span aria-hidden="true">☰</span> Menu
          </summary>
          <div className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
            <nav aria-label="Mobile" className="flex flex-col gap-1">
              {mainLinks.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navClass}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
              <AccountButtons />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
