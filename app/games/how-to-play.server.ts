// The start screen's instructions, sent with the page (server-side, to keep them out of the JS).
// Written for the youngest level's reader: short sentences, everyday words, read aloud on the
// levels for ages 5-7 (docs/decisions/start-screen-for-the-youngest.md).
import type { GameKey } from "./types";

export const howToPlay: Record<GameKey, string> = {
  "math-quest": "Answer the sums. You have 60 seconds. Each right answer is 1 point. The sums get harder as you go.",
  "word-adventure": "Move the letters to make a word. Each word has a hint. Each right word is 5 points. You have 3 minutes.",
  "logic-lab": "Look at the puzzle. Pick one of four answers. Each right answer is 5 points. You have 5 minutes.",
  "brain-blitz": "Answer quick questions of every kind. You have 2 minutes. Get some right in a row for more points.",
};
