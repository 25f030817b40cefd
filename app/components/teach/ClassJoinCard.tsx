/**
 * /join/{code} for a class: the class, its teacher, and exactly what the teacher will see,
 * before the student says yes. A visitor is asked to sign in or make an account first.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
  /** What the teacher sees, as keys of the "classjoin" messages. */
  teacherSees: readonly string[];
}

export function ClassJoinCard({ card, signedIn, loginHref }: { card: ClassJoinView; signedIn: boolean; loginHref: string }) {
  const { t } = useTranslation("classjoin");
  const teacher = card.teacherName;
  return (
    <section className="card p-6" aria-labelledby="class-join-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{t("class")}</p>
      <h2 id="class-join-title" className="text-2xl font-extrabold text-slate-900">
        {card.name}
      </h2>
      <p className="mt-1 text-lg text-slate-800">{t("with", { teacher })}</p>
      <h3 className="mt-5 font-bold text-slate-900">{t("willSee", { teacher })}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800" data-testid="teacher-sees">
        {card.teacherSees.map((key) => {
          const line = t(key);
          return <li key={key}>{line[0].toUpperCase() + line.slice(1)}.</li>;
        })}
      </ul>
      <p className="mt-3 text-slate-700">{t("leave")}</p>
      <div className="mt-6">
        {card.teaching ? (
          <Link to="/teach" className="btn-primary">
            {t("yours")}
          </Link>
        ) : card.joined ? (
          <Link to="/games" className="btn-primary">
            {t("joined")}
          </Link>
        ) : card.removed ? (
          <p className="font-semibold text-slate-900" data-testid="class-removed">
            {t("removed", { teacher })}
          </p>
        ) : card.archived ? (
          <p className="font-semibold text-slate-900">{t("archived")}</p>
        ) : card.full ? (
          <p className="font-semibold text-slate-900">{t("full")}</p>
        ) : signedIn ? (
          <Form method="post">
            <SubmitButton name="intent" value="join-class" className="btn-primary">
              {t("join", { name: card.name })}
            </SubmitButton>
          </Form>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Link to={loginHref} className="btn-primary">
              {t("signIn")}
            </Link>
            <Link to={`/register?redirectTo=${encodeURIComponent(`/join/${card.code}`)}`} className="btn-secondary">
              {t("register")}
            </Link>
            <p className="w-full text-sm text-slate-700">{t("newHere")}</p>
          </div>
        )}
      </div>
    </section>
  );
}
