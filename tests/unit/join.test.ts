// The join flow's shared rules: input normalisation, messages, diagnostics opening, retries.
import { describe, expect, it } from "vitest";
import { DEFAULT_JOIN_MESSAGE, joinMessage } from "~/models/multiplayer/join-words.server";
import { normaliseCode, opensDiagnostics, retryDelayMs } from "~/utils/join";

describe("join rules", () => {
  it("normalises a code: uppercase, alphanumerics only, 6 at most", () => {
    expect(normaliseCode(" ab-c 12 ")).toBe("ABC12");
    expect(normaliseCode("abcdefgh")).toBe("ABCDEF");
    expect(normaliseCode("äbc!@#d")).toBe("BCD");
    expect(normaliseCode("ÄÖÜ漢字🙂x1")).toBe("X1");
    expect(normaliseCode("")).toBe("");
  });

  it("words failures as the spec does, keeping the database's wording where the spec has none", () => {
    expect(joinMessage("session_expired", "Ask the host")).toBe("This session has expired. Please request a new invite.");
    expect(joinMessage("session_not_active", "Session is completed, not active")).toBe("Session is completed, not active");
    expect(joinMessage("something_new")).toBe(DEFAULT_JOIN_MESSAGE);
  });

  it("opens the diagnostics by itself for not found, expired, database and unexpected errors only", () => {
    const opening = ["session_not_found", "session_expired", "database_error", "unexpected_error"];
    for (const type of [...opening, "session_full", "own_session", "session_not_active"]) {
      expect(opensDiagnostics(type), type).toBe(opening.includes(type));
    }
  });

  it("retries per the spec: 1 s then 2 s, 1.5 s × attempt, 2 s, 1 s; at most 3 attempts", () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs("database_error", attempt))).toEqual([1000, 2000, null]);
    expect([1, 2, 3].map((attempt) => retryDelayMs("session_locked", attempt))).toEqual([1500, 3000, null]);
    expect(retryDelayMs("race_condition", 2)).toBe(3000);
    expect(retryDelayMs("network_error", 2)).toBe(2000);
    expect(retryDelayMs("invalid_session_data", 1)).toBe(1000);
    expect(retryDelayMs("session_full", 1)).toBeNull();
    expect(retryDelayMs("session_not_found", 1)).toBeNull();
  });
});
