// The sign-up form's ordered checks (app/utils/sign-up-checks.server.ts): the first problem wins.
import { describe, expect, it } from "vitest";
import { needsAvailability, signUpFields, signUpRefusal, type SignUpFields } from "~/utils/sign-up-checks.server";

const good: SignUpFields = { email: "ada@example.com", username: "ada_l", password: "secret1", confirmPassword: "secret1" };
const titleOf = (fields: Partial<SignUpFields>, taken = false) => signUpRefusal({ ...good, ...fields }, taken)?.problem.title ?? null;

describe("signUpFields", () => {
  it("trims the e-mail and username and cuts them to size; passwords stay as typed", () => {
    expect(signUpFields({ email: "  a@b.co ", username: ` ${"x".repeat(120)} `, password: " p ", confirmPassword: undefined })).toEqual({
      email: "a@b.co",
      username: "x".repeat(100),
      password: " p ",
      confirmPassword: "",
    });
  });
});

describe("signUpRefusal", () => {
  it("accepts a good form, with or without a username", () => {
    expect(signUpRefusal(good)).toBeNull();
    expect(signUpRefusal({ ...good, username: "" }, true)).toBeNull();
  });

  it("names every missing field at once", () => {
    expect(signUpRefusal({ email: "", username: "", password: "", confirmPassword: "" })).toEqual({
      problem: { title: "Missing fields", message: "Please fill in all required fields." },
      errors: { email: "Email is required", password: "Password is required", confirmPassword: "Please confirm your password" },
    });
  });

  it("checks in the spec's order: missing, e-mail, username, confirmation, length", () => {
    const allWrong = { email: "not-an-email", username: "a!", password: "abc", confirmPassword: "abd" };
    expect(titleOf({ ...allWrong, confirmPassword: "" })).toBe("Missing fields");
    expect(titleOf(allWrong)).toBe("Sign up failed");
    expect(titleOf({ ...allWrong, email: good.email })).toBe("Invalid username");
    expect(titleOf({ ...allWrong, email: good.email, username: "ada_l" }, true)).toBe("Invalid username");
    expect(titleOf({ ...allWrong, email: good.email, username: "ada_l" })).toBe("Passwords do not match");
    expect(titleOf({ password: "abc", confirmPassword: "abc" })).toBe("Password too short");
    expect(titleOf({ password: "x".repeat(129), confirmPassword: "x".repeat(129) })).toBe("Password too long");
  });

  it("gives the field its own message", () => {
    expect(signUpRefusal({ ...good, username: "ab" })?.errors).toEqual({ username: "Username must be at least 3 characters long" });
    expect(signUpRefusal(good, true)?.errors).toEqual({ username: "Username is already taken" });
    expect(signUpRefusal({ ...good, password: "x".repeat(129), confirmPassword: "x".repeat(129) })?.errors).toEqual({
      password: "Password must be at most 128 characters long.",
    });
  });
});

describe("needsAvailability", () => {
  it("asks only about a username that is given and well formed", () => {
    expect(needsAvailability({ username: "" })).toBe(false);
    expect(needsAvailability({ username: "a!" })).toBe(false);
    expect(needsAvailability({ username: "ada_l" })).toBe(true);
  });
});
