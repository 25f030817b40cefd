/**
 * Every translated page drawn in a pseudo-locale (tests/support/pseudo-locale.tsx) shows no word
 * that bypassed the translation function: the pages are listed in tests/support/translated-pages.ts.
 */
import { createElement } from "react";
import { describe, expect, test } from "vitest";
import { checkRegistration, registrationValues } from "~/models/registration.server";
import { tooManyAttempts } from "~/models/accounts.server";
import { drawInPseudoLocale, pseudoT, untranslated } from "../support/pseudo-locale";
import { DATA_WORDS, translatedPages } from "../support/translated-pages";
import * as register from "~/routes/register";

describe("a page in the pseudo-locale shows only translated words", () => {
  for (const page of translatedPages) {
    test(page.name, () => {
      const html = drawInPseudoLocale(page);
      expect(html).toContain("⟦");
      expect(untranslated(html, DATA_WORDS)).toEqual([]);
    });
  }

  test("the sign-up form refused: every problem and field message in the reader's words", () => {
    const t = pseudoT("auth");
    const tries = [
      {},
      { email: "not-an-address", password: "secret1", confirmPassword: "secret1", birthMonth: "3", birthYear: "2000" },
      { email: "kid@example.com", username: "a!", password: "secret1", confirmPassword: "secret1", birthMonth: "3", birthYear: "2000" },
      { email: "kid@example.com", password: "secret1", confirmPassword: "secret2", birthMonth: "3", birthYear: "2000" },
      { email: "kid@example.com", password: "abc", confirmPassword: "abc", birthMonth: "3", birthYear: "2000" },
      { email: "kid@example.com", password: "secret1", confirmPassword: "secret1", birthMonth: "13", birthYear: "2000" },
      { email: "kid@example.com", password: "secret1", confirmPassword: "secret1", birthMonth: "3", birthYear: "2019" },
    ];
    for (const fields of tries) {
      const check = checkRegistration(registrationValues(fields), null, new Date("2026-12-05"), t);
      if (check.ok) throw new Error(`accepted ${JSON.stringify(fields)}`);
      const html = drawInPseudoLocale({
        path: "/register",
        module: register,
        shell: false,
        data: { meta: { title: "", description: "" }, ref: "", redirectTo: "", googleConfigured: false },
        actionData: { problem: check.problem, errors: check.errors, values: registrationValues(fields) },
      });
      expect(untranslated(html, DATA_WORDS), JSON.stringify(fields)).toEqual([]);
      expect(html).toContain(`role="alert"`);
    }
    const wait = tooManyAttempts(90, t);
    expect(untranslated(`<p>${wait.title}</p><p>${wait.message}</p>`, [])).toEqual([]);
  });

  test("a word written in a component instead of a message file is found", () => {
    const html = drawInPseudoLocale(translatedPages[0], createElement("p", { title: "Hard-coded title" }, "Hard-coded words"));
    expect(untranslated(html, DATA_WORDS)).toEqual(["Hard-coded words", "Hard-coded title"]);
  });
});
