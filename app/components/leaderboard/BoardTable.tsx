import { Link } from "@remix-run/react";
import { Avatar } from "~/components/Avatar";
import { formatDate } from "~/utils/dates";
import { abbreviateNumber, rankLabel } from "~/utils/numbers";
import type { BoardRow } from "./page-data";

/** One game's rows, ranked within their game, best first; the viewer's own row marked. */
export function BoardTable({ caption, rows }: { caption: string; rows: BoardRow[] }) {
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className="board w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col" className="text-right">
              Score
            </th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const rank = i + 1; // the rows come ranked within their game, best first
            return (
              <tr key={i} className={row.viewer ? "bg-indigo-50" : undefined}>
                <td className={rank <= 3 ? "top" : undefined}>{rankLabel(rank)}</td>
                <td>
                  {/* Laid out by the stylesheet (.board td:nth-child(2)): no wrapper in each of 100 rows. */}
                  <Avatar
                    name={row.name}
                    avatarUrl={row.avatarUrl}
                    frameUrl={row.frameUrl}
                    emblemUrl={row.emblemUrl}
                    characterUrl={row.characterUrl}
                  />
                  <b>
                    {row.profileId ? (
                      <Link to={`/profile/${row.profileId}`} discover="none">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                  </b>
                  {row.viewer ? <span className="pill ml-2 bg-indigo-700 text-white">You</span> : null}
                  {row.privateProfile ? <span className="pill ml-2 bg-slate-200 text-slate-800">Private Profile</span> : null}
                  <small>{`@${row.username}`}</small>
                </td>
                <td title={String(row.score)}>{abbreviateNumber(row.score)}</td>
                <td>{row.playedOn ? formatDate(row.playedOn) : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
