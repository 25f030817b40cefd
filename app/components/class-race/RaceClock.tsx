import { useTranslation } from "react-i18next";
import type { RoomView } from "~/utils/class-race";
import { useSecondsLeft } from "~/utils/use-class-room";

/** The race's clock as a child reads it: "1:05". */
function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The race's clock as everyone in the room reads it: "Get ready" and 3, 2, 1 before the first
 * question, then the time left, red in the last 10 seconds.
 */
export function RaceClock({ room, offsetMs, large = false }: { room: RoomView; offsetMs: number; large?: boolean }) {
  const { countdown, left } = useSecondsLeft(room, offsetMs);
  const { t } = useTranslation("classrace");
  if (room.status !== "playing") return null;
  const big = large ? "text-7xl sm:text-8xl" : "text-4xl";
  const label = countdown > 0 ? t("clock.ready") : left > 0 ? t("clock.left") : t("clock.up");
  return (
    <div role="timer" aria-label={label} data-testid="race-clock" className="text-center">
      <p className="text-xl font-bold text-slate-700 sm:text-2xl">{label}</p>
      {countdown > 0 || left > 0 ? (
        <p className={`font-black tabular-nums ${big} ${countdown === 0 && left <= 10 ? "text-red-700" : "text-indigo-950"}`}>
          {countdown > 0 ? countdown : clockText(left)}
        </p>
      ) : null}
    </div>
  );
}
