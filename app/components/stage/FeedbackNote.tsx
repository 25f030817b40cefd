import { useTranslation } from "react-i18next";
import { MarkIcon } from "./icons";
import { SpeakButton } from "./read-aloud";
import type { Feedback } from "~/games/run-view";
import { feedbackLine, spokenFeedback } from "~/games/speech/spoken";
import type { GameKey, GameLanguage } from "~/games/types";

/** Right or wrong, the right answer, and Logic Lab's explanation; a speaker button reads it aloud. */
export function FeedbackNote({
  gameKey,
  feedback,
  latest,
  lang = "en",
}: {
  gameKey: GameKey;
  feedback: Feedback;
  latest: boolean;
  /** The run's language (its feedback's words, and the voice that reads them). */
  lang?: GameLanguage;
}) {
  const { t } = useTranslation("play");
  const lead = latest ? "" : t("feedback.last");
  return (
    <div data-testid="feedback" className="stage-feedback" data-correct={feedback.correct ? "" : undefined} lang={lang}>
      <p className="flex items-center justify-center gap-2 font-bold">
        <span>
          <MarkIcon correct={feedback.correct} />
          {lead}
          {feedbackLine(feedback, lang)}
        </span>
        <SpeakButton text={spokenFeedback(gameKey, feedback, lang)} label={t("feedback.readAloud")} lang={lang} />
      </p>
      {feedback.explanation ? <p className="mt-1 text-sm">{feedback.explanation}</p> : null}
    </div>
  );
}
