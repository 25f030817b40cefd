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
});

const room = (players: RoomPlayer[]): RoomView => ({
  id: "race",
  code: "ABC123",
  status: "playing",
  game: { id: "g", title: "Math Quest: Number Crunch", category: "Math", slug: "math-quest-number-crunch" },
  level: null,
  host: "Ms Rivera",
  seats: 40,
  visitorsAllowed: true,
  locked: false,
  players: rank(players),
  playsFrom: null,
  endsAt: null,
  serverNow: new Date(0).toISOString(),
});

it("places the first to join first when a later joiner reached the same score before them", () => {
  const now = new Date(0).toISOString();
  let live = room([player("ada", 0), player("ben", 1), player("cy", 2)]);
  // Ben gets to 3 first; Ada catches up a moment later.
  live = applyScores(live, [["ben", 3, 3, 3]], now);
  expect(live.players.map((p) => p.id)).toEqual(["ben", "ada", "cy"]);
  live = applyScores(live, [["ada", 3, 3, 3]], now);
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
      ["cy", 4, 4, 4],
      ["ben", 2, 3, 2],
      ["ada", 2, 3, 1],
    ],
    now,
  );
  expect(live.players.map((p) => p.id)).toEqual(["cy", "ben", "ada"]);
});
