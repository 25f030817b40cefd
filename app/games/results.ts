// Message for the results dialog. The spec: "Results dialog score messages depend on 80% and
// 50% of the previous best."
import { inLanguage } from "./language";
import type { GameLanguage } from "./types";

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

/** The results dialog's message, in the run's `language`. */
export function resultMessage(score: number, previousBest: number, language: GameLanguage = "en"): string {
  return inLanguage(language, messages(score, previousBest));
}

function messages(score: number, previousBest: number): Record<GameLanguage, string> {
  switch (resultTier(score, previousBest)) {
    case "first-play":
      return score > 0
        ? {
            en: `Great start! ${score} is your first best score. Can you beat it next time?`,
            es: `¡Gran comienzo! ${score} es tu primer récord. ¿Puedes superarlo la próxima vez?`,
          }
        : {
            en: "Every expert starts somewhere. Have another go and score your first points!",
            es: "Todos los expertos empezaron alguna vez. ¡Inténtalo otra vez y haz tus primeros puntos!",
          };
    case "new-best":
      return {
        en: `New personal best! You beat your old record of ${previousBest}. Amazing work!`,
        es: `¡Nuevo récord personal! Superaste tu récord anterior de ${previousBest}. ¡Increíble!`,
      };
    case "close":
      return score === previousBest
        ? {
            en: `You matched your best of ${previousBest}! One more point next time sets a new record.`,
            es: `¡Igualaste tu récord de ${previousBest}! La próxima vez, un punto más y será un nuevo récord.`,
          }
        : {
            en: `So close! Just ${previousBest - score} short of your best of ${previousBest}. You've got this!`,
            es: `¡Casi! Te faltaron solo ${previousBest - score} para tu récord de ${previousBest}. ¡Tú puedes!`,
          };
    case "good":
      return {
        en: `Good effort! You reached at least half of your best of ${previousBest}. Keep going!`,
        es: `¡Buen esfuerzo! Llegaste al menos a la mitad de tu récord de ${previousBest}. ¡Sigue así!`,
      };
    case "keep-trying":
      return {
        en: `Keep practising! Your best is ${previousBest}, and every game makes you sharper.`,
        es: `¡Sigue practicando! Tu récord es ${previousBest}, y cada partida te hace más hábil.`,
      };
  }
}
