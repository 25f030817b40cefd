// The class rooms' beat (server/realtime/class-rooms.ts) reads many running races in groups spread
// over its four slots: every race once a beat, and no read sending to every socket at once.
import { describe, expect, it } from "vitest";
import { slotGroup } from "../../server/realtime/class-rooms";

/** The races (by place in the list) each of a beat's four slots reads. */
function beat(races: number, firstSlot = 0): number[][] {
  return [0, 1, 2, 3].map((k) => {
    const read = slotGroup(firstSlot + k, races);
    return read ? [...Array(races).keys()].filter((i) => i % read.groups === read.group) : [];
  });
}

describe("the class rooms' beat", () => {
  it("reads every running race once a beat, whatever slot the beat starts from", () => {
    for (const races of [1, 2, 16, 17, 32, 33, 50, 100]) {
      for (const firstSlot of [0, 1, 6]) {
        expect(
          beat(races, firstSlot)
            .flat()
            .sort((a, b) => a - b),
          `${races} races`,
        ).toEqual([...Array(races).keys()]);
      }
    }
  });

  it("reads up to 16 races in one query, and spreads more over two or four slots", () => {
    expect(beat(16).map((read) => read.length)).toEqual([16, 0, 0, 0]);
    expect(beat(17).map((read) => read.length)).toEqual([9, 0, 8, 0]);
    expect(beat(50).map((read) => read.length)).toEqual([13, 13, 12, 12]);
  });
});
