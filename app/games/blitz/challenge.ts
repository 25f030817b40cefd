// A Brain Blitz generator: every draw from the Rng gives one challenge of the bank's shape.
import type { BlitzChallenge } from "../brain-blitz.bank";
import type { Rng } from "../random";

export type ChallengeMaker = (rng: Rng) => BlitzChallenge;
