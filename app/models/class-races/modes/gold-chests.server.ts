/**
 * Gold Quest's chest draw: what a chest holds is decided here, on the server, when it is opened,
 * from the race's seed alone (an HMAC of the seed keyed on the player, the chest's number and the
 * closed chest picked), so the same chest always held the same thing and a report can explain it.
 * The client only says which of the three closed chests it opens.
 */
import { createHmac } from "node:crypto";
import { CHEST_CHANCES, CHEST_OUTCOMES, GAIN_STEPS, STEAL_PERCENT, type ChestOutcome } from "~/utils/gold-quest";

/** The draw's scale: a roll of 0..9999 against the chances in hundredths of a percent. */
const ROLLS = 10_000;

export interface ChestDraw {
  outcome: ChestOutcome;
  /** The roll (0..9999) that chose the outcome: below the first chance's share is a gain, and so on. */
  roll: number;
  /** A gain's gold (10-50). */
  gain: number;
  /** A steal's share of the target's gold, in percent (10-25). */
  percent: number;
  /** A swap's target among the other players in the order they joined (modulo their number). */
  pick: number;
}

/** Which outcome a roll of 0..9999 falls on, by the chances' running total. */
export function outcomeOfRoll(roll: number): ChestOutcome {
  let upTo = 0;
  for (const outcome of CHEST_OUTCOMES) {
    upTo += CHEST_CHANCES[outcome] * (ROLLS / 100);
    if (roll < upTo) return outcome;
  }
  return CHEST_OUTCOMES[CHEST_OUTCOMES.length - 1];
}

/** The chest `chest` (1 for a player's first) of `playerId`, picked as closed chest `picked` (1-3), in a race of `seed`. */
export function drawChest(seed: string, playerId: string, chest: number, picked: number): ChestDraw {
  const mac = createHmac("sha256", seed).update(`chest:${playerId}:${chest}:${picked}`).digest();
  // 2^32 is not a multiple of 10,000: the bias is under 3 in a million, far below the chances' 1 %.
  const roll = mac.readUInt32BE(0) % ROLLS;
  const spread = STEAL_PERCENT.max - STEAL_PERCENT.min + 1;
  return {
    outcome: outcomeOfRoll(roll),
    roll,
    gain: GAIN_STEPS[mac.readUInt32BE(4) % GAIN_STEPS.length],
    percent: STEAL_PERCENT.min + (mac.readUInt32BE(8) % spread),
    pick: mac.readUInt32BE(12),
  };
}
