/**
 * A class race's mode beside the player's question: what the mode lets the player do now (a chest
 * to open, power-ups to use) as plain forms, and what it made happen. One component per mode; the
 * player's page (its loader's view, then the live room and the answers' news) feeds them.
 */
import { TeamsPanel } from "./TeamsPanel";
import { PowerUpsPanel } from "./PowerUpsPanel";
import type { GoldModeView } from "~/utils/gold-quest";
import { GoldPanel } from "./GoldPanel";
import type { ModePanelProps } from "./mode-panel-props";

export function ModePanel(props: ModePanelProps) {
  switch (props.mode.mode) {
    case "teams":
      return <TeamsPanel room={props.room} you={props.you} />;
    case "powerups":
      return "held" in props.mode ? <PowerUpsPanel {...props} mode={props.mode} /> : null;
    case "gold":
      return <GoldPanel {...props} mode={props.mode as GoldModeView} />;
    default:
      return null;
  }
}
