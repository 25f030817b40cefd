// "Host a class race": what the teacher's form may ask for. The seats and the race length come
// from the form's own lists; anything else is refused with a message the page shows.
import { describe, expect, it } from "vitest";
import { hostRaceForm } from "~/models/class-races/forms.server";

const game = "6f1c3a2e-1b2c-4d3e-8f90-1a2b3c4d5e6f";

describe("the host's form", () => {
  it("a race is one minute and 40 seats unless the teacher chooses otherwise", () => {
    expect(hostRaceForm.parse({ gameId: game })).toMatchObject({ minutes: 1, seats: 40 });
    expect(hostRaceForm.parse({ gameId: game, minutes: "3", seats: "30" })).toMatchObject({ minutes: 3, seats: 30 });
  });

  it("a length that is not on the list is refused with a message", () => {
    for (const minutes of ["4", "0", "-1", "60", "two"]) {
      const parsed = hostRaceForm.safeParse({ gameId: game, minutes });
      expect(parsed.success, minutes).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Choose a race length from the list.");
    }
  });
});
