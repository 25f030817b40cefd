/**
 * A class race as the projector and the players see it (the room), shared by the server and the
 * browser: the loaders render it, and the hub pushes it again on every change.
 */

export interface RoomPlayer {
  /** The player's place in this race (class_race_players.id), not an account id. */
  id: string;
  name: string;
  visitor: boolean;
  score: number;
  answered: number;
  correct: number;
}

export interface RoomView {
  id: string;
  code: string;
  status: "lobby" | "playing" | "finished";
  game: { id: string; title: string; category: string; slug: string };
  level: number | null;
  host: string;
  seats: number;
  visitorsAllowed: boolean;
  /** Best score first (then most right answers, then first to join). */
  players: RoomPlayer[];
  /** ISO times: the first question, and the end (null before Start). */
  playsFrom: string | null;
  endsAt: string | null;
  /** The server's clock when the room was read, so a browser with a wrong clock still counts right. */
  serverNow: string;
}

/** What the hub sends a class race's screens. */
export type RoomMessage = { type: "room"; room: RoomView } | { type: "pong" };

/** The live podium: the top five. */
export const PODIUM_SIZE = 5;
