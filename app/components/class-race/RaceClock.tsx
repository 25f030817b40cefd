import { clockText, type RoomView } from "~/utils/class-race";
import { useSecondsLeft } from "~/utils/use-class-room";

/**
 * The race's clock as everyone in the room reads it: "3, 2, 1" before the first question, then
 * the time left, red in the last 10 seconds.
 */
export function RaceClock({ room, offsetMs, large = false }: { room: RoomView; offsetMs: number; large?: boolean }) {
  const { countdown, left } = useSecondsLeft(room, offsetMs);
  if (room.status !== "playing") return null;
  const text = countdown > 0 ? `Starting in ${countdown}` : left > 0 ? clockText(left) : "Time's up!";
  return (
    <p
      role="timer"
      aria-label="Time left"
      data-testid="race-clock"
      className={`font-black tabular-nums ${large ? "text-6xl sm:text-8xl" : "text-4xl"} ${
        countdown === 0 && left <= 10 ? "text-red-700" : "text-indigo-950"
      }`}
    >
      {text}
    </p>
  );
}
