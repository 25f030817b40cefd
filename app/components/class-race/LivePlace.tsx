import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { RoomView } from "~/utils/class-race";
import type { PlayerModeView } from "~/utils/class-race-modes";
import type { RaceNews } from "~/games/run-view";
import { ordinal } from "~/utils/numbers";
import { useClassRoom } from "~/utils/use-class-room";
import { ModePanel } from "./modes/ModePanel";

/**
 * A player's place in the class during the race, and the race's mode beside the question, pushed
 * live (a few times a second at most) on the race's one link. The race's end finishes and pays
 * every run on the server (races.server.ts, finishClassRace) while this stage only listens: once
 * the room says so, the page reloads its data, so the stage shows the run's results and the
 * header's balance the coins it paid (issue 51).
 */
export function LivePlace({
  room: initial,
  you,
  mode,
  news,
}: {
  room: RoomView;
  you: string;
  /** The mode as the page's loader read it (null: Classic). */
  mode: PlayerModeView | null;
  /** What the mode made of the last answer (JavaScript players: with the answer's reply). */
  news: RaceNews | null;
}) {
  const { room } = useClassRoom(initial);
  const revalidator = useRevalidator();
  const over = room.status === "finished";
  useEffect(() => {
    if (over) revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once at the race's end, not per render
  }, [over]);
  const place = room.players.findIndex((p) => p.id === you) + 1;
  const { t } = useTranslation("classrace");
  if (!place) return null;
  return (
    <>
      <p className="font-bold" data-testid="live-place" aria-live="polite">
        {t("live.place", { nth: ordinal(place), n: place, players: room.players.length })}
      </p>
      {mode ? <ModePanel room={room} you={you} mode={mode} news={news} /> : null}
    </>
  );
}
