/**
 * Math Quest's numbers, fractions and powers said in Spanish, for sum-words.ts: "21" is
 * "veintiuno", "3/4" "tres cuartos", "5²" "cinco al cuadrado". Pure, like the English words.
 */

const UNITS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const TENS = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];
const HUNDREDS = [
  "",
  "ciento",
  "doscientos",
  "trescientos",
  "cuatrocientos",
  "quinientos",
  "seiscientos",
  "setecientos",
  "ochocientos",
  "novecientos",
];

function below100(n: number): string {
  return n < 30 ? UNITS[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` y ${UNITS[n % 10]}` : ""}`;
}

function below1000(n: number): string {
  if (n === 100) return "cien";
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? HUNDREDS[hundreds] : "", rest || !hundreds ? below100(rest) : ""].filter(Boolean).join(" ");
}

/** "uno" before a noun (mil, millones, tercios) is "un": "veintiún mil", "un tercio". */
export function beforeNoun(words: string): string {
  return words.replace(/veintiuno$/, "veintiún").replace(/uno$/, "un");
}

/** A whole number or a decimal in Spanish words ("tres punto cinco", as the prompts write 3.5); negatives say "menos". */
export function spanishNumber(n: number): string {
  if (n < 0) return `menos ${spanishNumber(-n)}`;
  if (!Number.isInteger(n)) {
    const [whole, fraction] = String(n).split(".");
    return `${spanishNumber(Number(whole))} punto ${[...fraction].map((d) => UNITS[Number(d)]).join(" ")}`;
  }
  if (n >= 1e12) return String(n);
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor((n % 1e6) / 1e3);
  const rest = n % 1e3;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? "un millón" : `${beforeNoun(spanishNumber(millions))} millones`);
  if (thousands) parts.push(thousands === 1 ? "mil" : `${beforeNoun(below1000(thousands))} mil`);
  if (rest || parts.length === 0) parts.push(below1000(rest));
  return parts.join(" ");
}

const PARTS: Record<number, string> = {
  2: "medio",
  3: "tercio",
  4: "cuarto",
  5: "quinto",
  6: "sexto",
  7: "séptimo",
  8: "octavo",
  9: "noveno",
  10: "décimo",
};

/** "3/4" as "tres cuartos", "?/6" as "cuántos sextos"; a denominator without a common name says "sobre". */
export function spanishFraction(numerator: string, denominator: number): string {
  const part = PARTS[denominator];
  if (numerator === "?") return part ? `cuántos ${part}s` : `cuánto sobre ${spanishNumber(denominator)}`;
  const n = Number(numerator);
  if (!part) return `${spanishNumber(n)} sobre ${spanishNumber(denominator)}`;
  return `${beforeNoun(spanishNumber(n))} ${n === 1 ? part : `${part}s`}`;
}

/** "²" al cuadrado, "³" al cubo, "⁴" elevado a cuatro, "ⁿ" elevado a n. */
export function spanishPower(value: number | "n"): string {
  if (value === 2) return "al cuadrado";
  if (value === 3) return "al cubo";
  return `elevado a ${value === "n" ? "n" : spanishNumber(value)}`;
}
