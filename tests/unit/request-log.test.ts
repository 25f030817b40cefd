import { describe, expect, it } from "vitest";
import { loggedPath } from "../../server/request-log";

describe("what the request log writes of an address", () => {
  it("keeps the path and the query's names, never a link's secret", () => {
    expect(loggedPath("/games")).toBe("/games");
    expect(loggedPath("/auth/verify?token=abc123&x=1")).toBe("/auth/verify?token=…&x=…");
    const token = "vTeJ9ZOINDjxj6qhzpgB1038koJfjSx6rvaAR-AEYHg";
    expect(loggedPath(`/parent/${token}`)).toBe("/parent/…");
    // The page's data, as its JavaScript asks for it (single fetch).
    expect(loggedPath(`/parent/${token}.data`)).toBe("/parent/…");
    expect(loggedPath(`/parent/${token}/export?_data=x`)).toBe("/parent/…/export?_data=…");
    expect(loggedPath("/parent/account-deleted")).toBe("/parent/account-deleted");
  });
});
