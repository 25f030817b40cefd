import { useTranslation } from "react-i18next";
import { PLACEMENT_LENGTH } from "~/games/learning/placement";
import { runLanguage } from "~/games/language";
import { levelNameIn, type Level } from "~/games/levels";
import type { PublicRunState } from "~/games/run-view";
import type { Timer } from "~/games/timer";
import { TIMER_KEYS } from "./StartScreen";

/**
 * The line under the stage's heads-up: the run's level (or Practice, whose questions come from
 * several) and a relaxed timer's name, or in a placement check how far it has come (its questions
 * change level as it goes, so none is named).
 */
export function StageLevel({
  level,
  state,
  timer,
  practice,
}: {
  level: Level | undefined;
  state: PublicRunState;
  timer: Timer;
  practice: boolean;
}) {
  const { t } = useTranslation("play");
  if (state.placement) {
    return (
      <p data-testid="stage-level" className="stage-level">
        {t("placement.progress", { index: Math.min(state.index + 1, PLACEMENT_LENGTH), of: PLACEMENT_LENGTH })}
      </p>
    );
  }
  if (!level && !practice && timer === "standard") return null;
  return (
    <p data-testid="stage-level" className="stage-level">
      {practice ? t("practice.name") : level ? t("level", { id: level.id, name: levelNameIn(level, runLanguage(state)) }) : null}
      {(level || practice) && timer !== "standard" ? " · " : null}
      {timer !== "standard" ? <span data-testid="stage-timer">{t(TIMER_KEYS[timer].name)}</span> : null}
    </p>
  );
}
