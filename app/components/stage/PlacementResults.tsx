import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { levelFor, levelsFor } from "~/games/levels";
import type { PlacementFound, RunView } from "~/games/run-view";
import type { GameKey } from "~/games/types";
import { SubmitButton } from "~/components/forms";
import { SpeakButton, useReadAloudOnce } from "./read-aloud";

/**
 * A finished placement check (docs/decisions/placement.md): the level found in a child's words, the
 * skills worth practising, that it paid nothing, and the way on: play that level now, or the start
 * screen with it chosen. Read aloud on the levels for ages 5-7.
 */
export function PlacementResults({
  gameKey,
  run,
  placed,
  startPath,
}: {
  gameKey: GameKey;
  run: RunView;
  placed: PlacementFound;
  startPath: string;
}) {
  const { t } = useTranslation("play");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash === "#stage") heading.current?.closest("#stage")?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  const level = levelFor(gameKey, placed.level);
  const title = t("placement.ready", { name: placed.name });
  const practise = placed.weakSkills.length > 0 ? t("placement.weakSkills", { skills: placed.weakSkills.join(", ") }) : null;
  useReadAloudOnce([title, practise].filter(Boolean).join(" "), level !== undefined && level.ages[0] <= 7);
  return (
    <div id="stage" role="dialog" aria-labelledby="results-title" className="stage scroll-mt-20" data-game={gameKey}>
      <div className="results-card">
        <div className="flex items-center justify-center gap-3">
          <h2 id="results-title" ref={heading} tabIndex={-1} className="text-3xl font-black outline-none">
            {title}
          </h2>
          <SpeakButton text={[title, practise].filter(Boolean).join(" ")} label={t("results.readAloud")} />
        </div>
        <p data-testid="placed-level" className="start-level mt-3">
          <span className="level-number" aria-hidden="true">
            {placed.level}
          </span>
          <span>{t("results.level", { id: placed.level, of: levelsFor(gameKey).length, name: placed.name })}</span>
        </p>
        <p className="mt-2 text-slate-700">{t("placement.right", { correct: run.state.correct, answered: run.state.answered })}</p>
        {practise ? (
          <p data-testid="weak-skills" className="results-note bg-sky-50 text-sky-900">
            {practise}
          </p>
        ) : null}
        <p data-testid="placement-paid-nothing" className="results-note bg-slate-100 text-slate-800">
          {t("placement.paidNothing")}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Form method="post">
            <input type="hidden" name="level" value={placed.level} />
            <SubmitButton name="intent" value="start" className="stage-go">
              {t("placement.play", { level: placed.level })}
            </SubmitButton>
          </Form>
          <Link to={startPath} className="results-home">
            {t("placement.startScreen")}
          </Link>
        </div>
      </div>
    </div>
  );
}
