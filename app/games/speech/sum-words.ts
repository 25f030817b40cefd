/**
 * How Math Quest's problems are read aloud: "7 + 5 = ?" is "seven plus five equals what", "−3"
 * is "negative three", "3/4" is "three quarters", "5²" is "five squared"; in a Spanish run
 * "siete más cinco es igual a cuánto" (spanish-numbers.ts). Pure, so the page and its unit test
 * (tests/unit/speech.test.ts) read a problem the same way.
 */
import type { GameLanguage } from "../types";
import { spanishFraction, spanishNumber, spanishPower } from "./spanish-numbers";

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [`${ONES[hundreds]} hundred`] : [];
  if (rest > 0 || hundreds === 0) {
    const restWords = rest < 20 ? ONES[rest] : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ""}`;
    words.push(hundreds > 0 ? `and ${restWords}` : restWords);
  }
  return words.join(" ");
}

/** A whole number (or a decimal: "two point five") in words; negatives say "negative". */
export function numberWords(n: number): string {
  if (n < 0) return `negative ${numberWords(-n)}`;
  if (!Number.isInteger(n)) {
    const [whole, fraction] = String(n).split(".");
    return `${numberWords(Number(whole))} point ${[...fraction].map((d) => ONES[Number(d)]).join(" ")}`;
  }
  if (n >= 1e12) return String(n);
  const parts: string[] = [];
  for (const [size, name] of [
    [1e9, "billion"],
    [1e6, "million"],
    [1e3, "thousand"],
  ] as const) {
    if (n >= size) {
      parts.push(`${below1000(Math.floor(n / size))} ${name}`);
      n %= size;
    }
  }
  if (n > 0 || parts.length === 0) parts.push(parts.length > 0 && n < 100 ? `and ${below1000(n)}` : below1000(n));
  return parts.join(" ");
}

const ORDINALS: Record<number, [string, string]> = {
  2: ["half", "halves"],
  3: ["third", "thirds"],
  4: ["quarter", "quarters"],
  5: ["fifth", "fifths"],
  6: ["sixth", "sixths"],
  8: ["eighth", "eighths"],
  9: ["ninth", "ninths"],
  12: ["twelfth", "twelfths"],
};

/** "3/4" as "three quarters"; a denominator without a common name says "over". */
function fractionWords(numerator: string, denominator: number): string {
  const named =
    ORDINALS[denominator] ?? (denominator >= 4 && denominator <= 20 ? [`${ONES[denominator]}th`, `${ONES[denominator]}ths`] : null);
  if (numerator === "?") return named ? `how many ${named[1]}` : `what over ${numberWords(denominator)}`;
  const n = Number(numerator);
  if (!named) return `${numberWords(n)} over ${numberWords(denominator)}`;
  return `${numberWords(n)} ${n === 1 ? named[0] : named[1]}`;
}

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** "²" squared, "³" cubed, "⁴" to the power of four, "ⁿ" to the power of n. */
function powerWords(exponent: string): string {
  if (exponent === "ⁿ") return "to the power of n";
  const negative = exponent.startsWith("⁻");
  const value = Number([...exponent.replace("⁻", "")].map((c) => SUPERSCRIPTS.indexOf(c)).join(""));
  if (!negative && value === 2) return "squared";
  if (!negative && value === 3) return "cubed";
  return `to the power of ${numberWords(negative ? -value : value)}`;
}

const SIGNS: Record<string, string> = {
  "+": "plus",
  "×": "times",
  "÷": "divided by",
  "=": "equals",
  "%": "percent",
  "√": "the square root of",
  "?": "what",
};

/** What a language says for the parts of a sum. */
interface SumSpeech {
  number(n: number): string;
  fraction(numerator: string, denominator: number): string;
  power(exponent: string): string;
  signs: Record<string, string>;
  minus: string;
  negative: string;
  openBracket: string;
  closeBracket: string;
  /** A word of the prompt as said: a letter may be a letter ("y" is also Spanish for "and"). */
  word(word: string, before: string, after: string): string;
}

/** An exponent's value: "⁻³" is −3, "ⁿ" is "n". */
function exponentValue(exponent: string): number | "n" {
  if (exponent === "ⁿ") return "n";
  const value = Number([...exponent.replace("⁻", "")].map((c) => SUPERSCRIPTS.indexOf(c)).join(""));
  return exponent.startsWith("⁻") ? -value : value;
}

const SPEECH: Record<GameLanguage, SumSpeech> = {
  en: {
    number: numberWords,
    fraction: fractionWords,
    power: powerWords,
    signs: SIGNS,
    minus: "minus",
    negative: "negative",
    openBracket: "open bracket",
    closeBracket: "close bracket",
    word: (word) => word,
  },
  es: {
    number: spanishNumber,
    fraction: spanishFraction,
    power: (exponent) => spanishPower(exponentValue(exponent)),
    signs: { "+": "más", "×": "por", "÷": "entre", "=": "es igual a", "%": "por ciento", "√": "la raíz cuadrada de", "?": "cuánto" },
    minus: "menos",
    negative: "menos",
    openBracket: "abre paréntesis",
    closeBracket: "cierra paréntesis",
    // The letter y right after a number or a sign, or just before "=", is the unknown: "ye".
    word: (word, before, after) => (word === "y" && (/\d$|[(+−-]\s*$/.test(before) || /^\s*[=)]/.test(after)) ? "ye" : word),
  },
};

// A number with its fraction or power, a sign, a word, or punctuation.
const TOKEN = /(\?|\d+(?:\.\d+)?)\/(\d+)|(\d+(?:\.\d+)?)|([⁻⁰¹²³⁴⁵⁶⁷⁸⁹ⁿ]+)|([−-])|([+×÷=%√?])|((?:(?!ⁿ)\p{L})+)|([.,:])|[()●\s]+/gu;

/** A Math Quest prompt (or worked step) in words, as a child would hear it read, in `lang`. */
export function sumWords(prompt: string, lang: GameLanguage = "en"): string {
  const say = SPEECH[lang];
  const words: string[] = [];
  // A minus sign is "negative" where no number came just before it (start, after a sign or "(").
  let afterValue = false;
  for (const match of prompt.matchAll(TOKEN)) {
    const [, fracTop, fracBottom, number, power, minus, sign, word, stop] = match;
    if (fracBottom !== undefined) {
      words.push(say.fraction(fracTop, Number(fracBottom)));
      afterValue = true;
    } else if (number !== undefined) {
      words.push(say.number(Number(number)));
      afterValue = true;
    } else if (power !== undefined) {
      words.push(say.power(power));
    } else if (minus !== undefined) {
      words.push(afterValue ? say.minus : say.negative);
      afterValue = false;
    } else if (sign === "?" && match.index > 0 && /\S/.test(prompt[match.index - 1])) {
      // "What number comes after 4?": a question mark, not a missing number.
      if (words.length > 0) words[words.length - 1] += "?";
      afterValue = false;
    } else if (sign !== undefined) {
      words.push(say.signs[sign]);
      afterValue = sign === "?" || sign === "%";
    } else if (word !== undefined) {
      // A letter right after a number is multiplied by it: "3x" is "three x".
      words.push(say.word(word, prompt.slice(0, match.index), prompt.slice(match.index + word.length)));
      afterValue = word.length === 1;
    } else if (stop !== undefined) {
      if (words.length > 0) words[words.length - 1] += stop;
      afterValue = false;
    } else {
      // Brackets around a whole sum are read; those around a negative number ("(−3)") are not.
      const rest = prompt.slice(match.index);
      if (match[0].includes(")")) {
        if (!/^\s*\)/.test(rest) || !/\(\s*[−-][\d.]+$/.test(prompt.slice(0, match.index))) words.push(say.closeBracket);
        afterValue = true;
      } else if (match[0].includes("(")) {
        if (!/^\(\s*[−-][\d.]+\s*\)/.test(rest.trimStart())) words.push(say.openBracket);
        afterValue = false;
      }
    }
  }
  return words.join(" ");
}
