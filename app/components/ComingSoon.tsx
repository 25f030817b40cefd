import { Link } from "@remix-run/react";

/** A page whose feature is still being built: it says so plainly and offers a way on. */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-slate-700">This page is being built and opens soon.</p>
      {children}
      <Link to="/games" className="btn-primary mt-8">
        Browse Games
      </Link>
    </div>
  );
}
