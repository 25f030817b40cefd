import { useTranslation } from "react-i18next";
import { MarkIcon } from "./icons";
import { SpeakButton } from "./read-aloud";
import type { Feedback } from "~/games/run-view";
import { feedbackLine, spokenFeedback } from "~/games/speech/spoken";
import type { GameKey } from "~/games/types";

/** Right or wrong, the right answer, and Logic Lab's explanation; a speaker button reads it aloud. */
export function FeedbackNote({ gameKey, feedback, latest }: { gameKey: GameKey; feedback: Feedback; latest: boolean }) {
  const { t } = useTranslation("play");
  const lead = latest ? "" : t("feedback.last");
  return (
    <div data-testid="feedback" className="stage-feedback" data-correct={feedback.correct ? "" : undefined}>
      <p className="flex items-center justify-center gap-2 font-bold">
        <span>
          <MarkIcon correct={feedback.correct} />
          {lead}
          {feedbackLine(feedback)}
        </span>
        <SpeakButton text={spokenFeedback(gameKey, feedback)} label={t("feedback.readAloud")} />
      </p>
      {feedback.explanation ? <p className="mt-1 text-sm">{feedback.explanation}</p> : null}
    </div>
  );
}
