import { Link } from "@remix-run/react";
import { AGE_RANGE, CONTACT_EMAIL, SITE_NAME } from "~/utils/site";

const quickLinks = [
  { to: "/games", label: "Games" },
  { to: "/challenges", label: "Daily Challenges" },
  { to: "/leaderboard", label: "Leaderboard" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About Us" },
  { to: "/comfort", label: "Comfort settings" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t print:hidden border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-indigo-800">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-slate-700">
            Educational games for children and teens ages {AGE_RANGE.min}-{AGE_RANGE.max}: math, reading, logic and brain training, with
            Clever Coins, daily challenges and friendly two-player races.
          </p>
        </div>
        <nav aria-label="Quick links">
          <p className="font-semibold text-slate-900">Quick Links</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-slate-900">Contact</p>
          <p className="mt-2 text-sm text-slate-700">
            <a href={`mailto:${CONTACT_EMAIL}`} className="underline underline-offset-2">
              {CONTACT_EMAIL}
            </a>
          </p>
          <p className="mt-4 text-xs text-slate-600">
            © {new Date().getFullYear()} {SITE_NAME}. Clever Coins have no cash value.
          </p>
        </div>
      </div>
    </footer>
  );
}
