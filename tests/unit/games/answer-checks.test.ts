// An engine that refuses an answer says why in the run's language (issue 50); English runs keep the spec's words.
import { describe, expect, it } from "vitest";
import { validateBlitz } from "~/games/brain-blitz";
import { validateChoice } from "~/games/logic-lab";
import { validateNumber } from "~/games/math-quest";
import { validateWord } from "~/games/word-adventure";

describe("an answer refused", () => {
  it("is explained in Spanish in a Spanish run", () => {
    expect(validateNumber("", "es")).toEqual({ ok: false, message: "Por favor, escribe una respuesta." });
    expect(validateNumber("siete", "es")).toEqual({ ok: false, message: "Por favor, escribe un número." });
    expect(validateWord(" ", "es")).toEqual({ ok: false, message: "Por favor, escribe una palabra." });
    expect(validateBlitz("x".repeat(31), "es")).toEqual({ ok: false, message: "Las respuestas pueden tener como máximo 30 caracteres." });
    expect(validateBlitz("", "es")).toEqual({ ok: false, message: "Por favor, escribe una respuesta." });
    expect(validateChoice("7", "es")).toEqual({ ok: false, message: "Por favor, elige una respuesta." });
  });

  it("is explained in the spec's English in an English run", () => {
    expect(validateNumber("")).toEqual({ ok: false, message: "Please enter an answer." });
    expect(validateBlitz("x".repeat(31), "en")).toEqual({ ok: false, message: "Answers can be at most 30 characters." });
    expect(validateBlitz("", "en")).toEqual({ ok: false, message: "Please enter an answer." });
    expect(validateChoice("7")).toEqual({ ok: false, message: "Please select an answer." });
  });
});
