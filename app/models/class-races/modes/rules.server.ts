/**
 * What a class race's mode is asked about and what it may add, as types every mode's file and the
 * registry (index.server.ts) share, so a mode never imports the registry that imports it.
 */
import type { Queryable } from "~/db.server";
import type { RaceNews } from "~/games/run-view";
import type { ClassRaceMode, PlayerModeView } from "~/utils/class-race-modes";
import type { Run } from "../../runs/runs.server";
import { runLanguage } from "~/games/language";
import { fixedT } from "~/i18n/messages.server";

/** A player's place in a race with its mode: what a mode's rules are asked about. */
export interface RacePlace {
  raceId: string;
  playerId: string;
  mode: ClassRaceMode;
  seed: string;
}

/**
 * A place as read for one of its run's answers (placeOfRun), with what Teams asks about: the
 * player's team, and the race's clock (its team talks). Start sets all three and nothing changes
 * them after it; a run exists only from Start on, so they are read as they stay.
 */
export interface RunPlace extends RacePlace {
  team: number | null;
  playsFrom: Date | null;
  endsAt: Date | null;
}

/**
 * What a caller that answers for one player many times (a race's socket) remembers of them between
 * answers, so that a mode's rules skip a read; a page's request starts with nothing.
 */
export interface RaceMemory {
  place?: RunPlace;
  /**
   * Gold Quest: how many chests the player had opened when last seen here. Never ahead of the
   * stored count (only the player opens their chests, and no chest is ever taken back): a chest
   * opened in another tab leaves it behind, and behind only ever makes a read that was not needed.
   */
  chestsOpened?: number;
}

/** What one mode adds; a mode without a rule leaves that step as Classic has it. */
export interface ModeRules {
  beforeAnswer?(db: Queryable, place: RunPlace, run: Run, memory: RaceMemory): Promise<string | null>;
  /** After the answer counted: `run` as stored with it. */
  afterAnswer?(db: Queryable, place: RunPlace, feedback: { correct: boolean; points: number }, run: Run): Promise<RaceNews | null>;
  /** What the player's page shows of the mode beside the question (see PlayerModeView). */
  view?(db: Queryable, place: RacePlace): Promise<PlayerModeView>;
}

/**
 * The words a mode says with a player's answer ("Right! Pick one of the three chests."): the
 * "classrace" messages in the language of the player's run, fixed when it started (theirs).
 */
export function playersWords(run: Pick<Run, "state">) {
  return fixedT(runLanguage(run.state), "classrace");
}
