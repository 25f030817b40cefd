/**
 * A class race as the projector and the players see it (the room), shared by the server and the
 * browser: the loaders render it, the hub pushes it whole on every change of state, and while the
 * race runs it pushes only the scores that moved (applied here, on both sides, by `applyScores`).
 */
import type { TFunction } from "i18next";
import { withEvents, type ClassRaceMode, type RoomEvent } from "./class-race-modes";
import type { Power } from "./power-ups";

export interface RoomPlayer {
  /** The player's place in this race (class_race_players.id), not an account id. */
  id: string;
  name: string;
  /** The character a signed-in player wears (their avatar on the projector); null for visitors and players without one. */
  characterUrl: string | null;
  visitor: boolean;
  /** The order of joining (0 first): it breaks ties, so the live podium and the final one agree. */
  joined: number;
  score: number;
  answered: number;
  correct: number;
  /** Gold Quest's gold (0 in the other modes). */
  gold: number;
  /** Teams: the player's team (1..teams), null before the host splits the class. */
  team: number | null;
}

export interface RoomView {
  id: string;
  code: string;
  status: "lobby" | "playing" | "finished";
  game: { id: string; title: string; category: string; slug: string };
  level: number | null;
  /** How the race is played (class-race-modes.ts), and Teams mode's number of teams. */
  mode: ClassRaceMode;
  teams: number | null;
  /** The newest things the mode made happen (none in Classic), newest first. */
  events: RoomEvent[];
  /** Power-ups: who holds which power-ups as the room was read (player id → power-ups). */
  powers?: Record<string, Power[]>;
  host: string;
  seats: number;
  visitorsAllowed: boolean;
  /** Locked by the host: nobody new joins. */
  locked: boolean;
  /** Best score first (then most right answers, then first to join). */
  players: RoomPlayer[];
  /** ISO times: the first question, and the end (null before Start). */
  playsFrom: string | null;
  endsAt: string | null;
  /** The server's clock when the room was read, so a browser with a wrong clock still counts right. */
  serverNow: string;
}

/** A race's seats unless the host asks for another number, and the most it may have. */
export const DEFAULT_SEATS = 40;
export const MAX_SEATS = 100;

/** The race lengths a host chooses from, in minutes: the first is the spec's one-minute race. */
export const RACE_MINUTES = [1, 2, 3, 5] as const;

/** A player's score as the hub sends it while a race runs: [player id, score, answered, correct, gold]. */
export type ScoreLine = [id: string, score: number, answered: number, correct: number, gold: number];

/**
 * What the hub sends a class race's screens: the whole room (on following it and on every change
 * of state), then, while the race runs, the scores that moved since the last message (about 60
 * bytes a player instead of the whole room: a class on one school line gets 4 pushes a second).
 */
export type RoomMessage =
  { type: "room"; room: RoomView } | { type: "scores"; players: ScoreLine[]; events?: RoomEvent[]; serverNow: string } | { type: "pong" };

/**
 * Best score first (in Gold Quest, most gold first), then most right answers, then the first to
 * join: never who got there first, as the players' previous order would say once scores are
 * applied (the live podium would then disagree with the final one).
 */
export function rank(players: RoomPlayer[], mode: ClassRaceMode = "classic"): RoomPlayer[] {
  const gold = mode === "gold";
  return [...players].sort((a, b) => (gold ? b.gold - a.gold : 0) || b.score - a.score || b.correct - a.correct || a.joined - b.joined);
}

/** The room with these scores (and the mode's newer events), ranked again. A line for a player the room does not have is ignored. */
export function applyScores(room: RoomView, lines: ScoreLine[], serverNow: string, events: RoomEvent[] = []): RoomView {
  const moved = new Map(lines.map(([id, score, answered, correct, gold]) => [id, { score, answered, correct, gold }]));
  const players = room.players.map((player) => {
    const score = moved.get(player.id);
    return score ? { ...player, ...score } : player;
  });
  return { ...room, players: rank(players, room.mode), events: events.length ? withEvents(room.events, events) : room.events, serverNow };
}

/** The live podium: the top five. */
export const PODIUM_SIZE = 5;

/** "7 + 5 = ? — 11 ✗ (right answer: 12)": one answer of a race's report, as its page and its CSV write it. */
export function answerText(a: { question: string; answer: string; correct: boolean; correctAnswer: string }, t: TFunction): string {
  return `${a.question} — ${a.answer} ${a.correct ? "✓" : `✗ (${t("report.rightAnswer", { answer: a.correctAnswer })})`}`;
}
