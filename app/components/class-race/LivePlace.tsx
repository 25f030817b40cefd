import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { RoomView } from "~/utils/class-race";
import { ordinal } from "~/utils/numbers";
import { useClassRoom } from "~/utils/use-class-room";

/**
 * A player's place in the class during the race, pushed live (a few times a second at most).
 * The race's end finishes and pays every run on the server (races.server.ts, finishClassRace)
 * while this stage only listens: once the room says so, the page reloads its data, so the stage
 * shows the run's results and the header's balance the coins it paid (issue 51).
 */
export function LivePlace({ room: initial, you }: { room: RoomView; you: string }) {
  const { room } = useClassRoom(initial);
  const revalidator = useRevalidator();
  const over = room.status === "finished";
  useEffect(() => {
    if (over) revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once at the race's end, not per render
  }, [over]);
  const place = room.players.findIndex((p) => p.id === you) + 1;
  if (!place) return null;
  return (
    <p className="font-bold" data-testid="live-place" aria-live="polite">
      You&apos;re {ordinal(place)} of {room.players.length}
    </p>
  );
}
