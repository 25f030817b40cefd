/**
 * A class race's mode on the projector, under the lobby, the race or the podium: what the mode
 * shows the whole room (gold ranks, team bars, who stole from whom), readable from the back of a
 * classroom, and in the lobby what the host sets up (teams). One component per mode.
 */
import type { RoomView } from "~/utils/class-race";
import { TeamsProjector } from "./TeamsProjector";
import { PowerUpsProjector } from "./PowerUpsProjector";
import { GoldBoard } from "./GoldBoard";

export interface ProjectorModeProps {
  room: RoomView;
  /** The race's host is looking (their controls show); others only watch. */
  host: boolean;
}

export function ProjectorMode(props: ProjectorModeProps) {
  switch (props.room.mode) {
    case "teams":
      return <TeamsProjector room={props.room} host={props.host} />;
    case "powerups":
      return <PowerUpsProjector room={props.room} />;
    case "gold":
      return props.room.status === "lobby" ? null : <GoldBoard room={props.room} />;
    default:
      return null;
  }
}
