/** What every mode's panel beside the player's question is given (ModePanel.tsx picks the mode's). */
import type { RaceNews } from "~/games/run-view";
import type { RoomView } from "~/utils/class-race";
import type { PlayerModeView } from "~/utils/class-race-modes";

export interface ModePanelProps {
  room: RoomView;
  /** The player's place in the race (a RoomPlayer id). */
  you: string;
  mode: PlayerModeView;
  news: RaceNews | null;
}
