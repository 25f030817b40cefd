// Message for the results dialog. The spec: "Results dialog score messages depend on 80% and
// 50% of the previous best."

/** At or above this share of the previous best: "so close". */
export const RESULT_CLOSE_RATIO = 0.8;
/** At or above this share of the previous best: "good effort"; below it: "keep practising". */
export const RESULT_GOOD_RATIO = 0.5;

export type ResultTier = "first-play" | "new-best" | "close" | "good" | "keep-trying";

export function resultTier(score: number, previousBest: number): ResultTier {
  if (previousBest <= 0) return "first-play";
  if (score > previousBest && score > 0) return "new-best";
  if (score >= previousBest * RESULT_CLOSE_RATIO) return "close";
  if (score >= previousBest * RESULT_GOOD_RATIO) return "good";
  return "keep-trying";
}

export function resultMessage(score: number, previousBest: number): string {
  switch (resultTier(score, previousBest)) {
    case "first-play":
      return score > 0
        ? `Great start! ${score} is your first best score. Can you beat it next time?`
        : "Every expert starts somewhere. Have another go and score your first points!";
    case "new-best":
      return `New personal best! You beat your old record of ${previousBest}. Amazing work!`;
    case "close":
      return score === previousBest
        ? `You matched your best of ${previousBest}! One more point next time sets a new record.`
        : `So close! Just ${previousBest - score} short of your best of ${previousBest}. You've got this!`;
    case "good":
      return `Good effort! You reached at least half of your best of ${previousBest}. Keep going!`;
    case "keep-trying":
      return `Keep practising! Your best is ${previousBest}, and every game makes you sharper.`;
  }
}
