/**
 * A student's last weeks as a small chart drawn on the server (SVG, readable without JavaScript):
 * bars for runs finished, a line for the share of right answers. The numbers are in the table
 * beside it, which is also what a screen reader reads.
 */
import { useTranslation } from "react-i18next";
import { formatShortDay } from "~/i18n/format";

export interface ChartWeek {
  weekOf: string;
  runs: number;
  answered: number;
  correct: number;
  accuracy: number | null;
}

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 44, right: 48, top: 16, bottom: 40 };
const plotWidth = WIDTH - PAD.left - PAD.right;
const plotHeight = HEIGHT - PAD.top - PAD.bottom;

export function WeeklyChart({ weeks, name }: { weeks: ChartWeek[]; name: string }) {
  const { t, i18n } = useTranslation("teach");
  const mostRuns = Math.max(4, ...weeks.map((w) => w.runs));
  const slot = plotWidth / weeks.length;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yRuns = (runs: number) => PAD.top + plotHeight - (plotHeight * runs) / mostRuns;
  const yShare = (percent: number) => PAD.top + plotHeight - (plotHeight * percent) / 100;
  const points = weeks.flatMap((w, i) => (w.accuracy === null ? [] : [{ x: x(i), y: yShare(w.accuracy), accuracy: w.accuracy }]));
  return (
    <figure className="card p-4" data-testid="weekly-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="weekly-chart-title">
        <title id="weekly-chart-title">{t("student.chartTitle", { name, count: weeks.length })}</title>
        {[0, 50, 100].map((percent) => (
          <g key={percent}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yShare(percent)} y2={yShare(percent)} stroke="#e2e8f0" />
            <text x={WIDTH - PAD.right + 6} y={yShare(percent) + 5} fontSize="14" fill="#166534">
              {percent}%
            </text>
          </g>
        ))}
        <text x={PAD.left - 8} y={yRuns(mostRuns) + 5} fontSize="14" fill="#3730a3" textAnchor="end">
          {mostRuns}
        </text>
        <text x={PAD.left - 8} y={yRuns(0) + 5} fontSize="14" fill="#3730a3" textAnchor="end">
          0
        </text>
        {weeks.map((w, i) => (
          <g key={w.weekOf}>
            <rect x={x(i) - slot * 0.3} width={slot * 0.6} y={yRuns(w.runs)} height={yRuns(0) - yRuns(w.runs)} rx="4" fill="#6366f1" />
            <text x={x(i)} y={HEIGHT - PAD.bottom + 22} fontSize="14" fill="#334155" textAnchor="middle">
              {formatShortDay(w.weekOf, i18n.language)}
            </text>
          </g>
        ))}
        {points.length > 1 ? (
          <polyline points={points.map((p) => `${p.x},${p.y}`).join(" ")} fill="none" stroke="#16a34a" strokeWidth="3" />
        ) : null}
        {points.map((p) => (
          <circle key={p.x} cx={p.x} cy={p.y} r="6" fill="#16a34a" stroke="white" strokeWidth="2" />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-indigo-500" aria-hidden="true" />
          {t("student.runsFinished")}
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-full bg-green-600" aria-hidden="true" />
          {t("student.rightShare")}
        </span>
      </figcaption>
    </figure>
  );
}
