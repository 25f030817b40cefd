/** Students × homework: done, late, part-way or not started, with accuracy; readable from the back of a room. */
import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { formatWeekday } from "~/i18n/format";
import { cellStatus, cellWords, statusWords, type ProgressCell } from "~/utils/classes";

const TONE = {
  done: "bg-green-100 text-green-900",
  late: "bg-amber-100 text-amber-900",
  "in-progress": "bg-sky-100 text-sky-900",
  "not-started": "bg-slate-100 text-slate-700",
} as const;

/** One cell as a pill with its accuracy beside it (a homework's or a student's own page). */
export function ProgressPill({ cell, target }: { cell: ProgressCell; target: number | null }) {
  const { t } = useTranslation("teach");
  return (
    <>
      <span className={`pill ${TONE[cellStatus(cell)]}`}>{statusWords(cell, target, t)}</span>
      {cell[2] !== null ? <span className="ml-2 text-sm text-slate-700">{t("progress.right", { accuracy: cell[2] })}</span> : null}
    </>
  );
}

/**
 * A student's name, linking to their page in the class (weeks chart, username, Remove). A class's
 * pages show up to 100 of them (twice on its own page): the route is found when one is followed,
 * not asked for on every render.
 */
export function StudentName({ classId, row }: { classId: string; row: { userId: string; name: string } }) {
  return (
    <Link to={`/teach/classes/${classId}/students/${row.userId}`} discover="none" className="text-indigo-900 underline">
      {row.name}
    </Link>
  );
}

type Homework = { id: string; title: string; due: string; target: number | null };
type Row = { userId: string; name: string; cells: ProgressCell[] };

/**
 * Memoised, each student's row its own component: up to 100 × 20 cells are drawn once on
 * hydration, in slices the browser can answer between, and not again when the router's state
 * changes around them. Headings and rows are styled by the stylesheet's `.progress`.
 */
export const ProgressTable = memo(function ProgressTable({
  classId,
  homework,
  rows,
}: {
  classId: string;
  homework: Homework[];
  rows: Row[];
}) {
  const { t, i18n } = useTranslation("teach");
  // Who joined is in the roster above: without homework there is no table yet.
  if (homework.length === 0) return <p className="text-slate-700">{t("progress.noHomework")}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="progress w-full min-w-max text-left" data-testid="progress-table">
        <caption className="sr-only">{t("progress.caption")}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="p-3">
              {t("progress.student")}
            </th>
            {homework.map((w) => (
              <th key={w.id} scope="col">
                <Link to={`/teach/classes/${classId}/homework/${w.id}`} className="text-indigo-900 underline">
                  {w.title}
                </Link>
                <span>{t("progress.due", { day: formatWeekday(w.due, i18n.language) })}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={homework.length + 1} className="not-started">
                {t("progress.noStudents")}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <ProgressRow key={row.userId} classId={classId} homework={homework} row={row} t={t} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** `t` is the table's: one subscription to i18next for the table, not one a row. */
function ProgressRow({ classId, homework, row, t }: { classId: string; homework: Homework[]; row: Row; t: TFunction }) {
  return (
    <tr>
      <th scope="row">
        <StudentName classId={classId} row={row} />
      </th>
      {row.cells.map((cell, i) => (
        <td key={homework[i].id} className={cellStatus(cell)}>
          {cellWords(cell, homework[i].target, t)}
        </td>
      ))}
    </tr>
  );
}
