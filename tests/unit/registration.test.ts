import { describe, expect, it } from "vitest";
import { checkRegistration, registrationValues, type UsernameRefusal } from "~/models/registration.server";
import { birthYears, needsParentalConsent } from "~/utils/age";

const today = new Date("2026-11-26T12:00:00Z");
const form = (fields: Record<string, string> = {}) =>
  registrationValues({
    email: "ada@example.com",
    password: "secret-1",
    confirmPassword: "secret-1",
    birthMonth: "3",
    birthYear: "1990",
    ...fields,
  });
const check = (fields: Record<string, string> = {}, usernameRefusal: UsernameRefusal | null = null) =>
  checkRegistration(form(fields), usernameRefusal, today);

describe("who needs a parent's consent", () => {
  it("is anyone who may still be 12: this month's thirteenth birthday may not have come yet", () => {
    expect(needsParentalConsent({ year: 2015, month: 1 }, today)).toBe(true); // 11
    expect(needsParentalConsent({ year: 2013, month: 11 }, today)).toBe(true); // 13 this month, maybe not yet
    expect(needsParentalConsent({ year: 2013, month: 10 }, today)).toBe(false); // 13 last month
    expect(needsParentalConsent({ year: 1990, month: 3 }, today)).toBe(false);
  });

  it("offers years from a four-year-old's back a lifetime", () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2022);
    expect(years.at(-1)).toBe(1926);
  });
});

describe("the sign-up checks, in the spec's order", () => {
  it("accepts a grown-up without a parent", () => {
    expect(check()).toMatchObject({
      ok: true,
      registration: { email: "ada@example.com", birth: { year: 1990, month: 3 }, parentEmail: null },
    });
  });

  it("counts a missing birth month with the other missing fields", () => {
    expect(check({ birthMonth: "", password: "" })).toEqual({
      ok: false,
      problem: { title: "Missing fields", message: "Please fill in all required fields." },
      errors: { password: "Password is required", birth: "Please tell us the month and year you were born." },
    });
  });

  it("puts the spec's checks first, then the birth month, then the parent", () => {
    expect(check({ email: "nope", birthYear: "1800" })).toMatchObject({
      problem: { title: "Sign up failed" },
      errors: { email: expect.any(String) },
    });
    expect(check({ username: "taken_name" }, { message: "Username is already taken" })).toMatchObject({
      problem: { title: "Invalid username", message: "Please choose a valid and available username." },
      errors: { username: "Username is already taken" },
    });
    // The screen's reason follows the spec's general words, so the child knows what to change.
    const refusal = {
      message: "That username isn't allowed here: “717” looks like a rude word. Please choose a different one.",
      reason: "“717” looks like a rude word.",
    };
    expect(check({ username: "rude_name" }, refusal)).toMatchObject({
      problem: { title: "Invalid username", message: "Please choose a valid and available username. “717” looks like a rude word." },
      errors: { username: refusal.message },
    });
    expect(check({ confirmPassword: "other", birthYear: "1800" })).toMatchObject({ problem: { title: "Passwords do not match" } });
    expect(check({ birthYear: "1800" })).toMatchObject({
      errors: { birth: "Please choose the month and year you were born from the lists." },
    });
    expect(check({ birthMonth: "13" })).toMatchObject({ ok: false, errors: { birth: expect.any(String) } });
  });

  it("asks a child under 13 for a parent's valid e-mail", () => {
    expect(check({ birthYear: "2015" })).toMatchObject({
      ok: false,
      problem: { title: "A parent's permission is needed" },
      errors: { parentEmail: "Players under 13 need a parent's permission. Please enter your parent's email address." },
    });
    expect(check({ birthYear: "2015", parentEmail: "dad" })).toMatchObject({
      errors: { parentEmail: "Please enter a valid email address for your parent." },
    });
    expect(check({ birthYear: "2015", parentEmail: " dad@example.com " })).toMatchObject({
      ok: true,
      registration: { parentEmail: "dad@example.com" },
    });
  });
});
