/**
 * Gold Quest on the projector, big enough for the back of a classroom at 1280×720: beside the
 * clock, the five richest and the newest chests ("Maya stole 40 gold from Sam"); under it, every
 * player's gold and the help's table of chances.
 */
import { useTranslation } from "react-i18next";
import type { RoomView } from "~/utils/class-race";
import { eventText } from "~/utils/class-race-modes";
import { ChestChances } from "./ChestChances";

/** The chests the live card lists (the room keeps the newest 8). */
const FEED_ROWS = 5;
/** The gold ranks listed under the race. */
const GOLD_ROWS = 24;

/** The live card beside the clock: the top five by gold and the newest chests. */
export function GoldLive({ room }: { room: RoomView }) {
  const { t } = useTranslation("classrace");
  const names = new Map(room.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string | null) => (id && names.get(id)) || t("gold.someone");
  return (
    <div className="flex flex-col gap-4" data-testid="gold-live">
      <section aria-label={t("projector.topFive")}>
        <h2 className="text-2xl font-extrabold text-indigo-950 sm:text-3xl">{t("projector.topFive")}</h2>
        <ol className="mt-2 space-y-1" data-testid="podium">
          {room.players.slice(0, 5).map((player, i) => (
            <li key={player.id} className="flex items-baseline gap-3 text-2xl sm:text-3xl">
              <span className="w-8 shrink-0 font-black text-slate-500">{i + 1}</span>
              <span className="min-w-0 flex-1 truncate font-bold text-slate-900" data-testid="podium-name">
                {player.name}
              </span>
              <span className="shrink-0 font-black tabular-nums text-amber-800" data-testid="podium-score">
                {t("podium.gold", { gold: player.gold })}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={t("gold.chests")}>
        <h2 className="text-2xl font-extrabold text-amber-900 sm:text-3xl">{t("gold.chests")}</h2>
        {room.events.length === 0 ? (
          <p className="mt-2 text-xl text-slate-700">{t("gold.first")}</p>
        ) : (
          <ol className="mt-2 space-y-1" data-testid="gold-feed">
            {room.events.slice(0, FEED_ROWS).map((event) => (
              <li
                key={event.seq}
                className="rounded-xl bg-amber-50 px-3 py-1 [overflow-wrap:anywhere] text-xl font-bold text-slate-900 sm:text-2xl"
              >
                {eventText(event, nameOf, t)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Under the race: every player's gold, and how Gold Quest works. */
export function GoldBoard({ room }: { room: RoomView }) {
  const { t } = useTranslation("classrace");
  return (
    <section
      aria-label={t("gold.label")}
      className="card mt-6 grid gap-6 p-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
      data-testid="gold-board"
    >
      <div>
        <h2 className="text-2xl font-extrabold text-amber-900 sm:text-3xl">{t("gold.everyone")}</h2>
        <ol className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2" data-testid="gold-ranks">
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
      </div>
      <ChestChances large />
    </section>
  );
}
