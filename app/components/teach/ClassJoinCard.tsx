/**
 * /join/{code} for a class: the class, its teacher, and exactly what the teacher will see,
 * before the student says yes. A visitor is asked to sign in or make an account first.
 */
import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";

export interface ClassJoinView {
  code: string;
  name: string;
  teacherName: string;
  archived: boolean;
  full: boolean;
  joined: boolean;
  removed: boolean;
  teaching: boolean;
  teacherSees: readonly string[];
}

export function ClassJoinCard({ card, signedIn, loginHref }: { card: ClassJoinView; signedIn: boolean; loginHref: string }) {
  return (
    <section className="card p-6" aria-labelledby="class-join-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Class</p>
      <h2 id="class-join-title" className="text-2xl font-extrabold text-slate-900">
        {card.name}
      </h2>
      <p className="mt-1 text-lg text-slate-800">with {card.teacherName}</p>
      <h3 className="mt-5 font-bold text-slate-900">What {card.teacherName} will see</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800" data-testid="teacher-sees">
        {card.teacherSees.map((line) => (
          <li key={line}>{line[0].toUpperCase() + line.slice(1)}.</li>
        ))}
      </ul>
      <p className="mt-3 text-slate-700">You can leave the class at any time from your profile.</p>
      <div className="mt-6">
        {card.teaching ? (
          <Link to="/teach" className="btn-primary">
            This is your class: open it
          </Link>
        ) : card.joined ? (
          <Link to="/games" className="btn-primary">
            You are in this class: play its homework
          </Link>
        ) : card.removed ? (
          <p className="font-semibold text-slate-900" data-testid="class-removed">
            {card.teacherName} removed you from this class. Ask {card.teacherName} if you can come back: they can let you in again.
          </p>
        ) : card.archived ? (
          <p className="font-semibold text-slate-900">This class is not taking new students. Ask your teacher for the new code.</p>
        ) : card.full ? (
          <p className="font-semibold text-slate-900">This class is full. Ask your teacher for a seat.</p>
        ) : signedIn ? (
          <Form method="post">
            <SubmitButton name="intent" value="join-class" className="btn-primary">
              Join {card.name}
            </SubmitButton>
          </Form>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Link to={loginHref} className="btn-primary">
              Sign in to join
            </Link>
            <Link to={`/register?redirectTo=${encodeURIComponent(`/join/${card.code}`)}`} className="btn-secondary">
              Create an account
            </Link>
            <p className="w-full text-sm text-slate-700">New here? Once you confirm your e-mail, you come straight back to this class.</p>
          </div>
        )}
      </div>
    </section>
  );
}
