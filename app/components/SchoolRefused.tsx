/** A refused school sign-in (the callback's or the start's page): the reason in words and a way on. */
import { Link } from "@remix-run/react";
import { FormAlert } from "./forms";

export function SchoolRefused({ refused, slug }: { refused: string; slug: string | null }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">School sign-in failed</h1>
      <div className="mt-4">
        <FormAlert title="Not signed in" message={refused} />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {slug ? (
          <Link to={`/auth/school/${slug}`} className="btn-primary" reloadDocument>
            Try again
          </Link>
        ) : null}
        <Link to="/login" className="btn-secondary">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
