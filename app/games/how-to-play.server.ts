// The start screen's instructions, sent with the page (server-side, to keep them out of the JS).
import type { GameKey } from "./types";

export const howToPlay: Record<GameKey, string> = {
  "math-quest":
    "Solve as many sums as you can in 60 seconds. Each right answer scores 1 point; the numbers grow and −, × and ÷ join in as your score climbs.",
  "word-adventure":
    "Unscramble as many words as you can in 3 minutes. Every word has a hint, any real word that uses all the tiles is right, and each one scores 5 points.",
  "logic-lab":
    "Solve puzzles for 5 minutes by picking one of four answers. Each right answer scores 5 points, and every answer comes with an explanation.",
  "brain-blitz":
    "Answer mixed math, word, logic, trivia and memory challenges for 2 minutes (at the first level, pick from four choices). Right answers in a row raise your points multiplier, up to ×3.",
};
