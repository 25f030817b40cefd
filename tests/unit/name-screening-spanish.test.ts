// The name screen in Spanish (issue 50): a rude Spanish word is refused however it is written
// (accents or none, capitals, leetspeak, inside a username), and everyday Spanish words a school
// set uses pass, as do the words the English list happens to contain inside them.
import { describe, expect, it } from "vitest";
import { isRude, isRudeIn } from "~/models/name-screening.server";

describe("the name screen in Spanish", () => {
  it.each([
    "cabrón",
    "CABRON",
    "c4br0n",
    "hijo de puta",
    "PutaMadre",
    "el_pendejo_10",
    "vete a la mierda",
    "mierdaaa",
    "coño",
    "gilipollas",
    "joder",
    "concha de tu madre",
  ])("refuses %s", (text) => {
    expect(isRude(text)).toBe(true);
  });

  it.each([
    "árbol",
    "niño",
    "martillo",
    "concha",
    "cono",
    "corazón",
    "cumpleaños",
    "cumplir",
    "analizar",
    "pañales",
    "semental",
    "computadora",
    "disputa",
    "cálculo",
    "película",
    "análisis",
    "título",
    "año",
    "pájaro",
    "trío",
    "Straße",
    "façade",
  ])("lets %s pass", (text) => {
    expect(isRude(text)).toBe(false);
  });
});

describe("the name screen of a Spanish set", () => {
  it("lets the English list's words that are everyday Spanish pass, and nothing else", () => {
    for (const text of ["negro", "gato negro", "Kike"]) {
      expect(isRudeIn("es", text)).toBe(false);
      expect(isRudeIn("en", text)).toBe(true);
    }
    for (const text of ["nigger", "n1gger", "cabrón", "fuck", "hijo de puta"]) expect(isRudeIn("es", text)).toBe(true);
  });
});
