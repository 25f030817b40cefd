/**
 * A student's name as a teacher gives it is kept as it reads: composed (NFC), with nothing that
 * draws nothing (zero-width, bidi, control characters), single spaces, 1-30 characters.
 */
import { describe, expect, it } from "vitest";
import { cleanStudentName, lastInitialOf } from "~/utils/student-names";

describe("cleanStudentName", () => {
  it("keeps a name as it reads, without what draws nothing", () => {
    expect(cleanStudentName("  Zoe\u0308  ")).toEqual({ ok: true, name: "Zoë" });
    expect(cleanStudentName("Ma\u200Bya\u202E")).toEqual({ ok: true, name: "Maya" });
    expect(cleanStudentName("Anna\tMaria \u00A0 Lou\n")).toEqual({ ok: true, name: "Anna Maria Lou" });
    expect(cleanStudentName("\u200B\u2066 ")).toEqual({ ok: false, problem: "empty" });
    expect(cleanStudentName("A".repeat(30))).toEqual({ ok: true, name: "A".repeat(30) });
    expect(cleanStudentName("A".repeat(31))).toEqual({ ok: false, problem: "too-long" });
  });

  it("takes the last name's first letter as its initial", () => {
    expect(lastInitialOf("østergaard")).toBe("Ø");
    expect(lastInitialOf(" 'O'Brien")).toBe("O");
    expect(lastInitialOf("ßmith")).toBe("ß");
    expect(lastInitialOf("")).toBe("");
  });
});
