/**
 * How a class race is played, shared by the server and the browser: the modes a host chooses
 * from, their help, and the events a mode makes happen as every screen shows them. What each mode
 * decides lives in app/models/class-races/modes/ (never in the browser); what it made of an answer
 * goes with the answer's reply (`RaceNews`, in games/run-view.ts).
 */
import { FREEZE_SECONDS, POWER_NAMES, type PowerUpsView } from "./power-ups";
import type { TFunction } from "i18next";
import type { GoldModeView } from "./gold-quest";

export const CLASS_RACE_MODES = ["classic", "gold", "teams", "powerups"] as const;
export type ClassRaceMode = (typeof CLASS_RACE_MODES)[number];

/** A mode's name and its one line on the host's form, as keys of the "classrace" messages. */
export interface ModeHelp {
  name: string;
  short: string;
}

export const MODE_HELP: Record<ClassRaceMode, ModeHelp> = {
  classic: { name: "modes.classic.name", short: "modes.classic.short" },
  gold: { name: "modes.gold.name", short: "modes.gold.short" },
  teams: { name: "modes.teams.name", short: "modes.teams.short" },
  powerups: { name: "modes.powerups.name", short: "modes.powerups.short" },
};

/** Teams: how many teams a class may be split into. */
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 6;

export const isClassRaceMode = (value: unknown): value is ClassRaceMode => (CLASS_RACE_MODES as readonly unknown[]).includes(value);

/**
 * Something a mode made happen, as the room carries it (the newest few) and the report lists it:
 * `kind` is the mode's own name for it ("chest:steal", "power:freeze"); player and target are
 * places in the race (RoomPlayer ids), named by the screen from its room.
 */
export interface RoomEvent {
  seq: number;
  kind: string;
  playerId: string;
  targetId: string | null;
  /** Gold or points the player gained (negative: lost). */
  amount: number;
  /** ISO time. */
  at: string;
}

/**
 * What a player's page shows of the mode beside the question (a chest to open, power-ups to use):
 * read by the page's loader (so it works without JavaScript) from the mode's model. Each mode adds
 * its own shape to this union.
 */
export type PlayerModeView = { mode: ClassRaceMode } | PowerUpsView | GoldModeView;

/** The events a room keeps: the projector's feed and a player's recent news. */
export const ROOM_EVENTS = 8;

/** The room's events with these newer ones, newest first, at most ROOM_EVENTS. */
export function withEvents(events: RoomEvent[], newer: RoomEvent[]): RoomEvent[] {
  const known = new Set(events.map((e) => e.seq));
  return [...newer.filter((e) => !known.has(e.seq)), ...events].sort((a, b) => b.seq - a.seq).slice(0, ROOM_EVENTS);
}

/**
 * An event in plain words ("Maya stole 40 gold from Sam"), for the projector, the player's polite
 * log and the report. Each mode adds its kinds here; an unknown kind still reads as something.
 */
export function eventText(event: RoomEvent, nameOf: (playerId: string | null) => string, t: TFunction): string {
  const who = nameOf(event.playerId);
  const target = nameOf(event.targetId);
  const gold = Math.abs(event.amount);
  switch (event.kind) {
    // Power-ups (power-ups.ts).
    case "power:earn:freeze":
    case "power:earn:double":
    case "power:earn:shield":
      return t("events.earned", { who, power: t(POWER_NAMES[event.kind.slice(11) as keyof typeof POWER_NAMES].name) });
    case "power:freeze":
      return t("events.froze", { who, target, seconds: FREEZE_SECONDS });
    case "power:double":
      return t("events.double", { who });
    case "power:doubled":
      return t("events.doubled", { who, amount: event.amount });
    case "power:shield":
      return t("events.shield", { who });
    case "power:blocked":
      return t("events.blocked", { who, target });
    // Gold Quest's chests (models/class-races/modes/gold.server.ts).
    case "chest:gain":
      return t("events.gain", { who, gold });
    case "chest:double":
      return event.amount ? t("events.chestDouble", { who, gold }) : t("events.chestDoubleNone", { who });
    case "chest:lose":
      return event.amount ? t("events.lose", { who, gold }) : t("events.empty", { who });
    case "chest:steal":
      return event.targetId ? t("events.steal", { who, gold, target }) : t("events.stealNone", { who });
    case "chest:swap":
      return event.targetId ? t("events.swap", { who, target, sign: event.amount >= 0 ? "+" : "-", gold }) : t("events.swapNone", { who });
    default:
      return `${who}: ${event.kind}${event.amount ? ` (${event.amount > 0 ? "+" : ""}${event.amount})` : ""}`;
  }
}

/** A stored fact's name in the report's words ("classrace" messages): "chest picked 2", "14%". */
const FACT_WORDS: Record<string, string> = {
  chest: "report.facts.chest",
  picked: "report.facts.picked",
  roll: "report.facts.roll",
  outcome: "report.facts.outcome",
  gain: "report.facts.gain",
  percent: "report.facts.percent",
  pick: "report.facts.pick",
  goldBefore: "report.facts.goldBefore",
  targetGoldBefore: "report.facts.targetGoldBefore",
  streak: "report.facts.streak",
  seconds: "report.facts.seconds",
};

/** A chest's outcome as a fact names it ("steal", "robo"). */
const OUTCOME_WORDS: Record<string, string> = {
  gain: "report.facts.outcomes.gain",
  double: "report.facts.outcomes.double",
  lose: "report.facts.outcomes.lose",
  steal: "report.facts.outcomes.steal",
  swap: "report.facts.outcomes.swap",
};

/**
 * An event's stored facts on the report in the reader's words: "roll 8919 · chest 1 · chest picked
 * 2 · outcome: steal · 14% · gold before: 0". A fact with no known name shows as stored ("n 2"); the
 * CSV keeps the stored names, for anyone redoing the draw (docs/decisions/gold-quest.md).
 */
export function factWords(facts: [string, string | number][], t: TFunction): string {
  return facts
    .map(([name, stored]) => {
      const value = name === "outcome" && OUTCOME_WORDS[stored] ? t(OUTCOME_WORDS[stored]) : stored;
      return FACT_WORDS[name] ? t(FACT_WORDS[name], { value }) : `${name} ${stored}`;
    })
    .join(" · ");
}
