import { useTranslation } from "react-i18next";
import type { GameKey } from "~/games/types";
import { FlameIcon } from "./icons";

/** Brain Blitz's multiplier for the next right answer after `streak` right answers in a row (the spec's min(floor(streak/3)+1, 3), counting that answer). */
function nextMultiplier(streak: number): number {
  return Math.min(Math.floor((streak + 1) / 3) + 1, 3);
}

/** The stage's heads-up line: score, streak (Brain Blitz's as its multiplier), the question's number; then `children` (the sound switch). */
export function Hud({
  gameKey,
  score,
  streak,
  index,
  children,
}: {
  gameKey: GameKey;
  score: number;
  streak: number;
  index: number;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("play");
  return (
    <div className="stage-hud">
      <dl className="contents">
        <div className="hud-chip">
          <dt>{t("hud.score")}</dt>
          {/* Keyed on the score, so the pop plays again at every point. */}
          <dd key={score} data-testid="score" className="hud-value score-pop">
            {score}
          </dd>
        </div>
        {gameKey === "brain-blitz" ? (
          <div className="hud-chip">
            <dt>{t("hud.streak")}</dt>
            <dd className="streak-meter" data-testid="streak">
              <span className="sr-only">{t("hud.multiplier", { streak, next: nextMultiplier(streak) })}</span>
              {[1, 2, 3].map((m) => (
                <span key={m} aria-hidden="true" className="streak-step" data-on={nextMultiplier(streak) >= m ? "" : undefined}>
                  ×{m}
                </span>
              ))}
            </dd>
          </div>
        ) : (
          <div className="hud-chip" data-hot={streak >= 3 ? "" : undefined}>
            <dt>{t("hud.streak")}</dt>
            <dd className="hud-value" data-testid="streak">
              <FlameIcon className="mr-0.5 inline h-6 w-6 align-[-3px]" />
              {streak}
            </dd>
          </div>
        )}
        <div className="hud-chip">
          <dt>{t("hud.question")}</dt>
          <dd className="hud-value">{index + 1}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
