import { describe, expect, it } from "vitest";
import { smallestTeam, teamTalkLeft } from "~/utils/class-race-teams";

const FROM = Date.parse("2026-12-05T10:00:00Z");
const race = (minutes: number) => ({ playsFrom: new Date(FROM), endsAt: new Date(FROM + minutes * 60_000) });
const at = (seconds: number) => FROM + seconds * 1000;

describe("Teams mode's rounds", () => {
  it("answers for 30 s, then talks for 10 s, the same second on every screen", () => {
    expect(teamTalkLeft(race(3), at(-2))).toBe(0); // the 3, 2, 1
    expect(teamTalkLeft(race(3), at(0))).toBe(0);
    expect(teamTalkLeft(race(3), at(29.9))).toBe(0);
    expect(teamTalkLeft(race(3), at(30))).toBe(10);
    expect(teamTalkLeft(race(3), at(33.5))).toBe(7);
    expect(teamTalkLeft(race(3), at(40))).toBe(0); // round 2's questions
    expect(teamTalkLeft(race(3), at(75))).toBe(5);
  });

  it("holds no team talk that would last to the race's end, nor before Start", () => {
    expect(teamTalkLeft(race(2), at(111))).toBe(0); // 110-120 s: the race ends at 120
    expect(teamTalkLeft({ playsFrom: null, endsAt: null }, at(35))).toBe(0);
  });

  it("puts a newcomer on the smallest team, the lowest number among equals", () => {
    expect(smallestTeam(3, [1, 1, 3])).toBe(2);
    expect(smallestTeam(3, [1, 2, 3])).toBe(1);
    expect(smallestTeam(2, [null, 2])).toBe(1);
  });
});
