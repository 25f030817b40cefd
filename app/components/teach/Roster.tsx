/**
 * A class's students for its teacher, from the first join: each name (their page), the day they
 * joined and Remove; a student the teacher made shows their login state instead (never signed in,
 * signed in today, locked out), and their page resets, moves or deletes them; "Print login cards"
 * when there are any. Below, the students removed, each with Let back in. Plain form posts: one
 * form a list, each button naming its student (a class of 40 sends one form, not 40), and the
 * lines styled by the stylesheet's `.roster` (app/tailwind.css), not by classes on each of them.
 */
import { Form } from "@remix-run/react";
import { memo, type ReactNode } from "react";
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
      <RosterForm intent="remove" testId="roster" className="mt-3">
        {students.map((s) => (
          <RosterLine
            key={s.userId}
            who={<StudentName classId={classId} row={s} />}
            day={t("roster.joined", { day: formatDay(s.day, i18n.language) })}
          >
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
          </RosterLine>
        ))}
      </RosterForm>
      {removed.length > 0 ? (
        <>
          <h3 className="mt-5 text-lg font-bold">{t("roster.removedTitle")}</h3>
          <p className="text-slate-700">{t("roster.removedHelp")}</p>
          <RosterForm intent="let-back" testId="removed-students" className="mt-2">
            {removed.map((s) => (
              <RosterLine key={s.userId} who={s.name} day={t("roster.removedOn", { day: formatDay(s.day, i18n.language) })}>
                <SubmitButton name="userId" value={s.userId} className="btn-secondary">
                  {t("roster.letBack")}
                  <span className="sr-only"> {s.name}</span>
                </SubmitButton>
              </RosterLine>
            ))}
          </RosterForm>
        </>
      ) : null}
    </section>
  );
});

/** One list of the roster as one plain form post: `intent` says what its buttons do, each button names its student. */
function RosterForm({ intent, testId, className, children }: { intent: string; testId: string; className: string; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <ul className={`roster ${className}`} data-testid={testId}>
        {children}
      </ul>
    </Form>
  );
}

/** A line of the roster: who, the day it says, and what the teacher can do. */
function RosterLine({ who, day, children }: { who: ReactNode; day: string; children: ReactNode }) {
  return (
    <li>
      <span>
        {who}
        <span>{day}</span>
      </span>
      {children}
    </li>
  );
}
