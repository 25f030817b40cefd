/**
 * Students × skills, readable from the back of a room: large bold words with a shape (★ mastered,
 * ◐ practising, ○ not started), never colour alone. A wide table scrolls inside its own box, its
 * header row and names column staying in view.
 */
import { useTranslation } from "react-i18next";
import { SKILL_SHAPES, SKILL_STATES, skillStateWords } from "~/utils/skill-states";
import { StudentName } from "./ProgressTable";

const TONE = {
  mastered: "bg-green-100 text-green-950",
  practising: "bg-sky-50 text-sky-950",
  "not-started": "bg-white text-slate-700",
} as const;

export function SkillState({ status }: { status: (typeof SKILL_STATES)[number] }) {
  const { t } = useTranslation("teach");
  return (
    <>
      <span aria-hidden="true" className="mr-2 text-2xl leading-none">
        {SKILL_SHAPES[status]}
      </span>
      {skillStateWords(status, t)}
    </>
  );
}

export function SkillsTable({
  classId,
  skills,
  rows,
}: {
  classId: string;
  skills: { id: string; name: string; game: string }[];
  rows: { userId: string; name: string; cells: number[] }[];
}) {
  const { t } = useTranslation("teach");
  if (skills.length === 0) return <p className="text-lg text-slate-800">{t("skills.noHomework")}</p>;
  if (rows.length === 0) return <p className="text-lg text-slate-800">{t("progress.noStudents")}</p>;
  return (
    <div className="max-h-[80vh] max-w-full overflow-auto rounded-xl border-2 border-slate-300" data-testid="skills-table">
      <table className="min-w-max border-separate border-spacing-0 text-left text-lg">
        <caption className="sr-only">{t("skills.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 top-0 z-20 border-b-2 border-slate-300 bg-slate-100 p-3 text-xl">
              {t("progress.student")}
            </th>
            {skills.map((skill) => (
              <th key={skill.id} scope="col" className="sticky top-0 z-10 w-44 border-b-2 border-slate-300 bg-slate-100 p-3 align-bottom">
                <span className="block text-sm font-semibold text-slate-700">{skill.game}</span>
                <span className="block text-lg font-bold text-slate-950">{skill.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId}>
              <th scope="row" className="sticky left-0 z-10 border-b border-slate-200 bg-white p-3 text-xl font-bold">
                <StudentName classId={classId} row={row} />
              </th>
              {row.cells.map((cell, i) => {
                const status = SKILL_STATES[cell] ?? "not-started";
                return (
                  <td key={skills[i].id} className={`whitespace-nowrap border-b border-slate-200 p-3 font-bold ${TONE[status]}`}>
                    <SkillState status={status} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
