/**
 * A class's students for its teacher, from the first join: each name (their page), the day they
 * joined and Remove; a student the teacher made shows their login state instead (never signed in,
 * signed in today, locked out), and their page resets, moves or deletes them; "Print login cards"
 * when there are any. Below, the students removed, each with Let back in. Plain form posts: one
 * form a list, each button naming its student (a class of 40 sends one form, not 40), and the
 * lines styled by the stylesheet's `.roster` (app/tailwind.css), not by classes on each of them.
 */
import { Form } from "@remix-run/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "~/i18n/format";
import { StudentName } from "./ProgressTable";
import { SubmitButton } from "~/components/forms";

interface Line {
  userId: string;
  name: string;
  day: string;
  login?: { words: string; locked: boolean };
}

/** Memoised: the router's state changing around it (routes found after hydration) does not draw 40 lines again. */
export const Roster = memo(function Roster({ classId, students, removed }: { classId: string; students: Line[]; removed: Line[] }) {
  const { t, i18n } = useTranslation("teach");
  return (
    <section className="card mt-8 p-5" aria-labelledby="roster-title">
      <h2 id="roster-title" className="text-2xl font-bold">
        {t("roster.title")}
      </h2>
      {students.some((s) => s.login) ? (
        <a href={`/teach/classes/${classId}/cards`} className="btn-secondary mt-3" data-testid="print-cards">
          {t("roster.printCards")}
        </a>
      ) : null}
      {students.length === 0 ? <p className="mt-2 text-slate-700">{t("roster.none")}</p> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <ul className="roster mt-3" data-testid="roster">
          {students.map((s) => (
            <li key={s.userId}>
              <span>
                <StudentName classId={classId} row={s} />
                <span>{t("roster.joined", { day: formatDay(s.day, i18n.language) })}</span>
              </span>
              {s.login ? (
                <>
                  <span className={s.login.locked ? "login locked" : "login"} data-testid="login-state">
                    {s.login.words}
                  </span>
                  <a href={`/teach/classes/${classId}/students/${s.userId}#login`} className="btn-secondary">
                    {t("roster.login")}
                    <span className="sr-only"> {t("roster.of", { name: s.name })}</span>
                  </a>
                </>
              ) : (
                <SubmitButton name="userId" value={s.userId} className="btn-secondary text-red-800">
                  {t("roster.remove")}
                  <span className="sr-only"> {s.name}</span>
                </SubmitButton>
              )}
            </li>
          ))}
        </ul>
      </Form>
      {removed.length > 0 ? (
        <>
          <h3 className="mt-5 text-lg font-bold">{t("roster.removedTitle")}</h3>
          <p className="text-slate-700">{t("roster.removedHelp")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="let-back" />
            <ul className="roster mt-2" data-testid="removed-students">
              {removed.map((s) => (
                <li key={s.userId}>
                  <span>
                    {s.name}
                    <span>{t("roster.removedOn", { day: formatDay(s.day, i18n.language) })}</span>
                  </span>
                  <SubmitButton name="userId" value={s.userId} className="btn-secondary">
                    {t("roster.letBack")}
                    <span className="sr-only"> {s.name}</span>
                  </SubmitButton>
                </li>
              ))}
            </ul>
          </Form>
        </>
      ) : null}
    </section>
  );
});
