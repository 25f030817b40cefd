/**
 * The report's record of what a race's mode made happen (every mode: chests, power-ups, teams), in
 * order, in the same words the projector used (eventText), with the facts each mode stored to
 * explain it (a chest's number, the closed chest picked, its roll: see docs/decisions/gold-quest.md).
 */
import { asc, eq } from "drizzle-orm";
import { classRaceEvents } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { eventText } from "~/utils/class-race-modes";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { csvLine } from "~/utils/csv";

export interface ReportEvent {
  seq: number;
  /** ISO time. */
  at: string;
  kind: string;
  player: string;
  target: string | null;
  amount: number;
  /** The event in words ("Maya stole 40 gold from Sam"). */
  text: string;
  /** The mode's facts, as "name value" pairs (numbers and words only). */
  facts: [string, string | number][];
}

/** A race's events, oldest first; `nameOf` names a place in the race (the room's players). */
export async function raceEvents(
  db: Queryable,
  raceId: string,
  nameOf: (playerId: string | null) => string,
  t: TFunction = englishT("classrace"),
): Promise<ReportEvent[]> {
  const rows = await db.select().from(classRaceEvents).where(eq(classRaceEvents.raceId, raceId)).orderBy(asc(classRaceEvents.seq));
  return rows.map((row) => {
    const at = row.at.toISOString();
    const detail = (row.detail ?? {}) as Record<string, unknown>;
    return {
      seq: row.seq,
      at,
      kind: row.kind,
      player: nameOf(row.playerId),
      target: row.targetId ? nameOf(row.targetId) : null,
      amount: row.amount,
      text: eventText({ ...row, at }, nameOf, t),
      facts: Object.entries(detail).filter((entry): entry is [string, string | number] => ["string", "number"].includes(typeof entry[1])),
    };
  });
}

/** The events as a CSV table (after the players', a blank line between), the headings in the reader's words; none: nothing. */
export function eventsCsv(events: ReportEvent[], t: TFunction = englishT("classrace")): string {
  if (!events.length) return "";
  const headings = [
    "csv.events.event",
    "csv.events.time",
    "csv.events.player",
    "csv.events.target",
    "csv.events.amount",
    "csv.events.whatHappened",
    "csv.events.detail",
  ].map((key) => t(key));
  const lines = events.map((e) =>
    csvLine([e.seq, e.at, e.player, e.target ?? "", e.amount, e.text, e.facts.map(([name, value]) => `${name} ${value}`).join("; ")]),
  );
  return `\r\n${csvLine(headings)}${lines.join("")}`;
}
