// A Brain Blitz generator: every draw from the Rng gives one challenge of the bank's shape, in the
// run's language (the same draw asks the same numbers in both).
import type { BlitzChallenge } from "../brain-blitz.bank";
import type { GameLanguage } from "../language";
import type { Rng } from "../random";

export type ChallengeMaker = (rng: Rng, lang: GameLanguage) => BlitzChallenge;
