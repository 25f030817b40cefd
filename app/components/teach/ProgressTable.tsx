/** Students × homework: done, late, part-way or not started, with accuracy; readable from the back of a room. */
import { Link } from "@remix-run/react";

export interface ProgressCell {
  words: string;
  status: "done" | "late" | "in-progress" | "not-started";
  accuracy: number | null;
}

const TONE = {
  done: "bg-green-100 text-green-900",
  late: "bg-amber-100 text-amber-900",
  "in-progress": "bg-sky-100 text-sky-900",
  "not-started": "bg-slate-100 text-slate-700",
} as const;

export function ProgressPill({ cell }: { cell: ProgressCell }) {
  return (
    <>
      <span className={`pill ${TONE[cell.status]}`}>{cell.words}</span>
      {cell.accuracy !== null ? <span className="ml-2 text-sm text-slate-700">{cell.accuracy}% right</span> : null}
    </>
  );
}

/** A student's name, linking to their page in the class (weeks chart), with the username under a display name. */
export function StudentName({ classId, row }: { classId: string; row: { userId: string; name: string; username: string } }) {
  return (
    <>
      <Link to={`/teach/classes/${classId}/students/${row.userId}`} className="text-indigo-900 underline">
        {row.name}
      </Link>
      {row.name !== row.username ? <span className="block text-sm font-normal text-slate-600">@{row.username}</span> : null}
    </>
  );
}

export function ProgressTable({
  classId,
  homework,
  rows,
}: {
  classId: string;
  homework: { id: string; title: string; due: string }[];
  rows: { userId: string; name: string; username: string; cells: ProgressCell[] }[];
}) {
  if (rows.length === 0) return <p className="text-slate-700">No students yet: give them the class code.</p>;
  if (homework.length === 0) return <p className="text-slate-700">No homework yet: set some below.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-max text-left" data-testid="progress-table">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="p-3">
              Student
            </th>
            {homework.map((w) => (
              <th key={w.id} scope="col" className="max-w-56 p-3 text-sm font-semibold">
                <Link to={`/teach/classes/${classId}/homework/${w.id}`} className="text-indigo-900 underline">
                  {w.title}
                </Link>
                <span className="block font-normal text-slate-600">Due {w.due}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className="border-t border-slate-200">
              <th scope="row" className="p-3 font-semibold">
                <StudentName classId={classId} row={row} />
              </th>
              {row.cells.map((cell, i) => (
                <td key={homework[i].id} className="p-3">
                  <ProgressPill cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
