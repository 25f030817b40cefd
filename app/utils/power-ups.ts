/**
 * Power-ups mode's rules as every screen reads them (the server decides them:
 * app/models/class-races/modes/powerups.server.ts). docs/decisions/power-ups.md says why.
 */
export const POWERS = ["freeze", "double", "shield"] as const;
export type Power = (typeof POWERS)[number];

/** Right answers in a row that earn one power-up (3, 6, 9… in a row). */
export const STREAK_FOR_POWER = 3;
/** The most power-ups a player holds at once: a full hand earns nothing until one is used. */
export const MAX_POWERS = 3;
/** How long a freeze holds the leader's answers. */
export const FREEZE_SECONDS = 5;

/** Each power-up's name and help (keys of the "classrace" messages; the help takes {{seconds}}: FREEZE_SECONDS) and icon. */
export const POWER_NAMES: Record<Power, { name: string; help: string; icon: string }> = {
  freeze: { name: "powers.freeze.name", help: "powers.freeze.help", icon: "🧊" },
  double: { name: "powers.double.name", help: "powers.double.help", icon: "2×" },
  shield: { name: "powers.shield.name", help: "powers.shield.help", icon: "🛡️" },
};

/** An earned power-up's event kind ("power:earn:freeze"); using it writes "power:freeze" and so on. */
export const earnKind = (power: Power) => `power:earn:${power}`;
export const EARN_PREFIX = "power:earn:";

export const isPower = (value: unknown): value is Power => (POWERS as readonly unknown[]).includes(value);

/** A power-up the player holds: the event that earned it (its seq names it on the form, so a second post of one form uses it once). */
export interface HeldPower {
  seq: number;
  power: Power;
}

/** What a player's page shows in Power-ups beside the question. */
export interface PowerUpsView {
  mode: "powerups";
  /** Right answers in a row now. */
  streak: number;
  held: HeldPower[];
  /** When the player's answers are let through again (ISO, the server's clock), or null. */
  frozenUntil: string | null;
  /** A shield is up (it blocks the next freeze). */
  shield: boolean;
  /** The next right answer scores double. */
  double: boolean;
}

/** Right answers still needed for the next power-up. */
export const toNextPower = (streak: number) => STREAK_FOR_POWER - (streak % STREAK_FOR_POWER);

/** Seconds a freeze has left at `nowMs` (0: not frozen). */
export const frozenSecondsLeft = (frozenUntil: string | null, nowMs: number) =>
  frozenUntil ? Math.max(0, Math.ceil((Date.parse(frozenUntil) - nowMs) / 1000)) : 0;
