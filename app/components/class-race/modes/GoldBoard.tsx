/**
 * Gold Quest on the projector: every player's gold, richest first, and the chests' feed ("Maya
 * stole 40 gold from Sam"), newest first, big enough for the back of a classroom; the help's
 * table of chances for the room to read.
 */
import type { RoomView } from "~/utils/class-race";
import { eventText } from "~/utils/class-race-modes";
import { ChestChances } from "./ChestChances";

/** The gold ranks the projector lists (the podium above shows the top five). */
const GOLD_ROWS = 12;

export function GoldBoard({ room }: { room: RoomView }) {
  const names = new Map(room.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string | null) => (id && names.get(id)) || "Someone";
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]" data-testid="gold-board">
      <section aria-label="Chests" className="card p-6">
        <h2 className="text-2xl font-extrabold text-amber-900 sm:text-3xl">Chests</h2>
        {room.events.length === 0 ? (
          <p className="mt-3 text-xl text-slate-700">Answer right to open the first chest!</p>
        ) : (
          <ol className="mt-3 space-y-2" data-testid="gold-feed">
            {room.events.map((event) => (
              <li key={event.seq} className="rounded-xl bg-amber-50 px-4 py-2 text-xl font-bold text-slate-900 sm:text-2xl">
                {eventText(event, nameOf)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label="Gold" className="card flex flex-col gap-4 p-6">
        <h2 className="text-2xl font-extrabold text-amber-900 sm:text-3xl">Gold</h2>
        <ol className="grid gap-x-6 gap-y-1 sm:grid-cols-2" data-testid="gold-ranks">
          {room.players.slice(0, GOLD_ROWS).map((player, i) => (
            <li key={player.id} className="flex items-baseline gap-2 text-xl sm:text-2xl">
              <span className="w-8 shrink-0 font-black text-slate-500">{i + 1}</span>
              <span className="min-w-0 flex-1 truncate font-bold text-slate-900">{player.name}</span>
              <span className="shrink-0 font-black tabular-nums text-amber-800" data-testid="rank-gold">
                {player.gold}
              </span>
            </li>
          ))}
        </ol>
        <ChestChances large />
      </section>
    </div>
  );
}
