import { describe, expect, it } from "vitest";
import { abbreviateNumber, ordinal, rankLabel } from "~/utils/numbers";
import { englishT } from "~/i18n/messages.server";

describe("abbreviateNumber", () => {
  it("abbreviates with K from 1,000 and M from 1,000,000", () => {
    expect(abbreviateNumber(0)).toBe("0");
    expect(abbreviateNumber(999)).toBe("999");
    expect(abbreviateNumber(1_000)).toBe("1K");
    expect(abbreviateNumber(1_250)).toBe("1.3K");
    expect(abbreviateNumber(15_000)).toBe("15K");
    expect(abbreviateNumber(999_949)).toBe("999.9K");
    expect(abbreviateNumber(999_999)).toBe("1M");
    expect(abbreviateNumber(1_000_000)).toBe("1M");
    expect(abbreviateNumber(2_540_000)).toBe("2.5M");
    expect(abbreviateNumber(-1_500)).toBe("-1.5K");
  });
});

describe("rankLabel", () => {
  it("names the podium, then Top N up to 10, then #N", () => {
    expect([1, 2, 3, 4, 10, 11, 100].map((rank) => rankLabel(rank, englishT("board")))).toEqual([
      "Champion",
      "Runner-up",
      "Third Place",
      "Top 4",
      "Top 10",
      "#11",
      "#100",
    ]);
  });
});

describe("ordinal", () => {
  it("says a place the way a child reads it", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 40, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "40th",
      "101st",
      "111th",
    ]);
  });
});
