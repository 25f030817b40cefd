/**
 * A class's students for its teacher, from the first join: each name (their page), the day they
 * joined and Remove; a student the teacher made shows their login state instead (never signed in,
 * signed in today, locked out), and their page resets, moves or deletes them; "Print login cards"
 * when there are any. Below, the students removed, each with Let back in. Plain form posts.
 */
import { Form } from "@remix-run/react";
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

export function Roster({ classId, students, removed }: { classId: string; students: Line[]; removed: Line[] }) {
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
      <ul className="mt-3 divide-y divide-slate-200" data-testid="roster">
        {students.map((s) => (
          <li key={s.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <span className="min-w-0 flex-1 basis-48 text-lg font-semibold [overflow-wrap:anywhere]">
              <StudentName classId={classId} row={s} />
              <span className="block text-base font-normal text-slate-700">
                {t("roster.joined", { day: formatDay(s.day, i18n.language) })}
              </span>
            </span>
            {s.login ? (
              <>
                <span
                  className={`rounded-full px-3 py-1 font-semibold ${s.login.locked ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-800"}`}
                  data-testid="login-state"
                >
                  {s.login.words}
                </span>
                <a href={`/teach/classes/${classId}/students/${s.userId}#login`} className="btn-secondary">
                  {t("roster.login")}
                  <span className="sr-only"> {t("roster.of", { name: s.name })}</span>
                </a>
              </>
            ) : (
              <Form method="post">
                <input type="hidden" name="userId" value={s.userId} />
                <SubmitButton name="intent" value="remove" className="btn-secondary text-red-800">
                  {t("roster.remove")}
                  <span className="sr-only"> {s.name}</span>
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {removed.length > 0 ? (
        <>
          <h3 className="mt-5 text-lg font-bold">{t("roster.removedTitle")}</h3>
          <p className="text-slate-700">{t("roster.removedHelp")}</p>
          <ul className="mt-2 divide-y divide-slate-200" data-testid="removed-students">
            {removed.map((s) => (
              <li key={s.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <span className="min-w-0 flex-1 basis-48 text-lg font-semibold [overflow-wrap:anywhere]">
                  {s.name}
                  <span className="block text-base font-normal text-slate-700">
                    {t("roster.removedOn", { day: formatDay(s.day, i18n.language) })}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="userId" value={s.userId} />
                  <SubmitButton name="intent" value="let-back" className="btn-secondary">
                    {t("roster.letBack")}
                    <span className="sr-only"> {s.name}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
