import { describe, expect, it } from "vitest";
import { AUTH_LOGIN, loginPath } from "~/utils/login";

describe("loginPath", () => {
  it("is the sign-in page, coming back to an encoded path", () => {
    expect(loginPath()).toBe("/login");
    expect(loginPath("/join/ABC234")).toBe("/login?redirectTo=%2Fjoin%2FABC234");
    expect(loginPath("/store?badgesPage=2&x=1")).toBe("/login?redirectTo=%2Fstore%3FbadgesPage%3D2%26x%3D1");
  });

  it("writes a plain path as it is, and goes through /auth/login where the spec names it", () => {
    expect(loginPath("/my-games", { plain: true })).toBe("/login?redirectTo=/my-games");
    expect(loginPath("/challenges", { via: AUTH_LOGIN })).toBe("/auth/login?redirectTo=%2Fchallenges");
  });
});
