/**
 * The live podium ranks a tie the way the final podium does: by who joined first, not by who
 * reached the score first (the order the scores came in).
 */
import { expect, it } from "vitest";
import { applyScores, rank, type RoomPlayer, type RoomView } from "~/utils/class-race";

const player = (id: string, joined: number): RoomPlayer => ({
  id,
  name: id,
  characterUrl: null,
  visitor: false,
  joined,
  score: 0,
  answered: 0,
  correct: 0,
  gold: 0,
  team: null,
});

const room = (players: RoomPlayer[], mode: RoomView["mode"] = "classic"): RoomView => ({
  id: "race",
  code: "ABC123",
  status: "playing",
  game: { id: "g", title: "Math Quest: Number Crunch", category: "Math", slug: "math-quest-number-crunch" },
  level: null,
  mode,
  teams: null,
  events: [],
  host: "Ms Rivera",
  seats: 40,
  visitorsAllowed: true,
  locked: false,
  players: rank(players, mode),
  playsFrom: null,
  endsAt: null,
  serverNow: new Date(0).toISOString(),
});

it("places the first to join first when a later joiner reached the same score before them", () => {
  const now = new Date(0).toISOString();
  let live = room([player("ada", 0), player("ben", 1), player("cy", 2)]);
  // Ben gets to 3 first; Ada catches up a moment later.
  live = applyScores(live, [["ben", 3, 3, 3, 0]], now);
  expect(live.players.map((p) => p.id)).toEqual(["ben", "ada", "cy"]);
  live = applyScores(live, [["ada", 3, 3, 3, 0]], now);
  expect(live.players.map((p) => p.id)).toEqual(["ada", "ben", "cy"]);
  // The same scores read whole (the final podium) give the same order.
  const final = rank([
    { ...player("cy", 2) },
    { ...player("ben", 1), score: 3, answered: 3, correct: 3 },
    { ...player("ada", 0), score: 3, answered: 3, correct: 3 },
  ]);
  expect(final.map((p) => p.id)).toEqual(live.players.map((p) => p.id));
});

it("still ranks a better score, then more right answers, above the order of joining", () => {
  const now = new Date(0).toISOString();
  const live = applyScores(
    room([player("ada", 0), player("ben", 1), player("cy", 2)]),
    [
      ["cy", 4, 4, 4, 0],
      ["ben", 2, 3, 2, 0],
      ["ada", 2, 3, 1, 0],
    ],
    now,
  );
  expect(live.players.map((p) => p.id)).toEqual(["cy", "ben", "ada"]);
});

it("ranks Gold Quest by gold, and keeps the newest of the mode's events first", () => {
  const now = new Date(0).toISOString();
  const event = (seq: number) => ({ seq, kind: "chest:gain", playerId: "ben", targetId: null, amount: 10, at: now });
  let live = room([player("ada", 0), player("ben", 1)], "gold");
  live = applyScores(
    live,
    [
      ["ada", 9, 3, 3, 10],
      ["ben", 2, 1, 1, 40],
    ],
    now,
    [event(1), event(2)],
  );
  expect(live.players.map((p) => p.id)).toEqual(["ben", "ada"]);
  live = applyScores(
    live,
    [],
    now,
    Array.from({ length: 9 }, (_, i) => event(i + 2)),
  );
  expect(live.events.map((e) => e.seq)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
});
