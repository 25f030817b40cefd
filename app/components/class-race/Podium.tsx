import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RoomPlayer } from "~/utils/class-race";
import { Avatar } from "../Avatar";
import { SubmitButton } from "~/components/forms";

const MEDALS = ["bg-amber-300 text-amber-950", "bg-slate-300 text-slate-900", "bg-orange-300 text-orange-950"];

/**
 * The top of the room, best first: big enough to read from the back of a classroom. `you`
 * marks the viewer's own row on a player's screen.
 */
export function Podium({
  players,
  size,
  you,
  title,
  gold = false,
}: {
  players: RoomPlayer[];
  size: number;
  you?: string;
  title: string;
  /** Gold Quest: the players' gold, as the room ranks them. */
  gold?: boolean;
}) {
  const top = players.slice(0, size);
  const { t } = useTranslation("classrace");
  return (
    <section aria-label={title} className="w-full">
      <h2 className="text-2xl font-extrabold text-indigo-950 sm:text-3xl">{title}</h2>
      {top.length === 0 ? (
        <p className="mt-4 text-lg text-slate-600">{t("podium.none")}</p>
      ) : (
        <ol className="mt-4 space-y-2" data-testid="podium">
          {top.map((player, i) => (
            <li
              key={player.id}
              className={`flex items-center gap-3 rounded-2xl border-2 px-3 py-2 sm:px-4 sm:py-3 ${
                player.id === you ? "border-indigo-600 bg-indigo-50" : "border-slate-200 bg-white"
              }`}
            >
              <span
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-xl font-black sm:h-12 sm:w-12 sm:text-2xl ${
                  MEDALS[i] ?? "bg-indigo-100 text-indigo-900"
                }`}
              >
                {i + 1}
              </span>
              <Avatar name={player.name} characterUrl={player.characterUrl} size={48} />
              <span className="min-w-0 flex-1 truncate text-xl font-bold text-slate-900 sm:text-3xl" data-testid="podium-name">
                {player.name}
              </span>
              {player.id === you ? <span className="pill shrink-0 bg-indigo-700 text-sm text-white">{t("podium.you")}</span> : null}
              <span className="shrink-0 text-2xl font-black tabular-nums text-indigo-800 sm:text-4xl" data-testid="podium-score">
                {gold ? t("podium.gold", { gold: player.gold }) : player.score}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Everyone who joined, as name chips (the lobby). */
/** The lobby's players; `removable` (the host's projector) gives each a button that takes them out. */
export function PlayerChips({ players, you, removable = false }: { players: RoomPlayer[]; you?: string; removable?: boolean }) {
  const { t } = useTranslation("classrace");
  if (players.length === 0) return <p className="text-lg text-slate-600">{t("podium.waiting")}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="room-players">
      {players.map((player) => (
        <li
          key={player.id}
          className={`flex max-w-full items-center gap-1 rounded-full py-2 pl-4 text-lg font-bold sm:text-xl ${removable ? "pr-1" : "pr-4"} ${
            player.id === you ? "bg-indigo-700 text-white" : "bg-indigo-100 text-indigo-950"
          }`}
        >
          <span className="truncate">{player.name}</span>
          {player.visitor ? <span className="sr-only"> ({t("report.visitor")})</span> : null}
          {removable && player.visitor ? (
            <Form method="post" className="host-control shrink-0">
              <input type="hidden" name="playerId" value={player.id} />
              <SubmitButton
                name="intent"
                value="rename"
                aria-label={t("podium.rename", { name: player.name })}
                title={t("podium.rename", { name: player.name })}
                className="flex h-9 w-9 items-center justify-center rounded-full text-lg leading-none text-indigo-900 hover:bg-indigo-200"
              >
                ↻
              </SubmitButton>
            </Form>
          ) : null}
          {removable ? (
            <Form method="post" className="host-control shrink-0">
              <input type="hidden" name="playerId" value={player.id} />
              <SubmitButton
                name="intent"
                value="remove"
                aria-label={t("podium.remove", { name: player.name })}
                title={t("podium.remove", { name: player.name })}
                className="flex h-9 w-9 items-center justify-center rounded-full text-xl leading-none text-indigo-900 hover:bg-indigo-200"
              >
                ×
              </SubmitButton>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
