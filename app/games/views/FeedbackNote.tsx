import { MarkIcon } from "./stage/icons";
import type { Feedback } from "../run-view";

/** Right or wrong, the right answer, and Logic Lab's explanation. */
export function FeedbackNote({ feedback, latest }: { feedback: Feedback; latest: boolean }) {
  const lead = latest ? "" : "Last answer: ";
  return (
    <div className="stage-feedback" data-correct={feedback.correct ? "" : undefined}>
      <p className="font-bold">
        <MarkIcon correct={feedback.correct} />
        {lead}
        {feedback.correct
          ? `Correct! +${feedback.points} ${feedback.points === 1 ? "point" : "points"}`
          : `Not quite! The answer was ${feedback.correctAnswer}.`}
      </p>
      {feedback.explanation ? <p className="mt-1 text-sm">{feedback.explanation}</p> : null}
    </div>
  );
}
