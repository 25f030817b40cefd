// The Earnings tab's lines (issue 50): the ledger keeps the spec's English; a Spanish reader reads
// every form of it in Spanish, with the catalogue's names in Spanish, and an English reader reads
// it exactly as stored.
import { describe, expect, test } from "vitest";
import { catalogWords } from "~/i18n/catalog.server";
import { fixedT } from "~/i18n/messages.server";
import { ledgerWords } from "~/models/ledger-words.server";

const STORED = [
  "Welcome to CleverPlay",
  "Signup bonus",
  "Completed Math Quest: Number Crunch",
  "Daily challenge: Number Ninja",
  "Earned the First Steps badge",
  "7-day login streak",
  "A friend you invited completed 3 games",
  "Place 2 in Logic Lab on 2026-12-05",
  "Shared Word Adventure on WhatsApp",
  "Purchased Starlight Ring",
  "Purchased Brain Blitz",
];

describe("a ledger line in the reader's words", () => {
  test("English: every line exactly as the ledger keeps it", () => {
    expect(STORED.map((line) => ledgerWords(line))).toEqual(STORED);
  });

  test("Spanish: every form said in Spanish, the catalogue's names too, the games' names kept", () => {
    const spanish = STORED.map((line) => ledgerWords(line, fixedT("es", "profile"), catalogWords("es")));
    expect(spanish).toEqual([
      "Bienvenida a CleverPlay",
      "Bono de registro",
      "Terminaste Math Quest: Number Crunch",
      "Desafío del día: Ninja de los números",
      "Ganaste la insignia «Primeros pasos»",
      "Racha de 7 días seguidos",
      "Un amigo que invitaste terminó 3 partidas",
      "Puesto 2 en Logic Lab el 2026-12-05",
      "Compartiste Word Adventure en WhatsApp",
      "Compraste Anillo de estrellas",
      "Compraste Brain Blitz",
    ]);
  });

  test("a line of no known form is shown as stored", () => {
    expect(ledgerWords("Refund for a lost round", fixedT("es", "profile"), catalogWords("es"))).toBe("Refund for a lost round");
  });
});
