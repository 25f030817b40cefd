import type { RoomView } from "~/utils/class-race";
import { ordinal } from "~/utils/numbers";
import { useClassRoom } from "~/utils/use-class-room";

/** A player's place in the class during the race, pushed live (a few times a second at most). */
export function LivePlace({ room: initial, you }: { room: RoomView; you: string }) {
  const { room } = useClassRoom(initial);
  const place = room.players.findIndex((p) => p.id === you) + 1;
  if (!place) return null;
  return (
    <p className="font-bold" data-testid="live-place" aria-live="polite">
      You&apos;re {ordinal(place)} of {room.players.length}
    </p>
  );
}
