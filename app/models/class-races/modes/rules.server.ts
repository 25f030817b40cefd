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

/** What one mode adds; a mode without a rule leaves that step as Classic has it. */
export interface ModeRules {
  beforeAnswer?(db: Queryable, place: RacePlace, run: Run): Promise<string | null>;
  /** After the answer counted: `run` as stored with it. */
  afterAnswer?(db: Queryable, place: RacePlace, feedback: { correct: boolean; points: number }, run: Run): Promise<RaceNews | null>;
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
