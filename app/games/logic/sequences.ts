// Number and letter sequences, from steady steps (ages 7-8) to squares, growing gaps and two
// rules taking turns (ages 11-18). Each explanation names the rule and works the next term.
import { inLanguage, type GameLanguage } from "../language";
import { intBetween, pick, type Rng } from "../random";
import { choicePuzzle, nearbyNumbers, nextNumberQuestion, type PuzzleMaker } from "./choices";

/** The alphabet of each language: the Spanish one has Ñ after N, so "M, N, Ñ, O" is a sequence. */
const ALPHABETS = { en: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", es: "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ" } as const;

/** `rule` says how the sequence goes and works out the next term. */
function nextNumber(rng: Rng, terms: readonly number[], answer: number, rule: string, spread: number, lang: GameLanguage) {
  return choicePuzzle(
    rng,
    `${nextNumberQuestion(lang)} ${terms.join(", ")}, ...`,
    String(answer),
    nearbyNumbers(rng, answer, spread),
    `${rule}.`,
  );
}

/** Up or down by the same step; `maxStep` sets how big the step may be. */
export function steadySteps(maxStep: number, maxStart: number): PuzzleMaker {
  return (rng, lang = "en") => {
    const step = intBetween(rng, 2, maxStep);
    const down = rng() < 0.4;
    const start = down ? intBetween(rng, 5 * step, 5 * step + maxStart) : intBetween(rng, 1, maxStart);
    const terms = Array.from({ length: 4 }, (_, i) => start + (down ? -i : i) * step);
    const answer = terms[3] + (down ? -step : step);
    const sum = `${terms[3]} ${down ? "−" : "+"} ${step} = ${answer}`;
    const rule = inLanguage(lang, {
      en: `Each number is ${step} ${down ? "less" : "more"} than the one before: ${sum}`,
      es: `Cada número es ${step} ${down ? "menos" : "más"} que el anterior: ${sum}`,
    });
    return nextNumber(rng, terms, answer, rule, step, lang);
  };
}

/** A gap in a steady sequence: "5, 10, __, 20, 25". */
export function missingTerm(maxStep: number): PuzzleMaker {
  return (rng, lang = "en") => {
    const step = intBetween(rng, 2, maxStep);
    const start = intBetween(rng, 1, 20);
    const terms = Array.from({ length: 5 }, (_, i) => start + i * step);
    const gap = intBetween(rng, 1, 3);
    const answer = terms[gap];
    const shown = terms.map((t, i) => (i === gap ? "__" : String(t)));
    return choicePuzzle(
      rng,
      `${inLanguage(lang, { en: "Which number is missing?", es: "¿Qué número falta?" })} ${shown.join(", ")}`,
      String(answer),
      nearbyNumbers(rng, answer, step),
      inLanguage(lang, {
        en: `The numbers go up by ${step} each time: ${terms[gap - 1]} + ${step} = ${answer}.`,
        es: `Los números suben de ${step} en ${step}: ${terms[gap - 1]} + ${step} = ${answer}.`,
      }),
    );
  };
}

/** Doubling, tripling or halving. */
export const timesSteps: PuzzleMaker = (rng, lang = "en") => {
  const factor = pick(rng, [2, 2, 3]);
  const start = intBetween(rng, 1, factor === 2 ? 12 : 5);
  if (factor === 2 && rng() < 0.4) {
    // Halving down to the start number: 16s, 8s, 4s, 2s, then s.
    const shown = [16, 8, 4, 2].map((k) => k * start);
    const rule = inLanguage(lang, { en: "Each number is half of the one before", es: "Cada número es la mitad del anterior" });
    return nextNumber(rng, shown, start, `${rule}: ${2 * start} ÷ 2 = ${start}`, start, lang);
  }
  const terms = Array.from({ length: 4 }, (_, i) => start * factor ** i);
  const answer = terms[3] * factor;
  const rule = inLanguage(lang, {
    en: `Each number is ${factor === 2 ? "double" : "three times"} the one before`,
    es: `Cada número es el ${factor === 2 ? "doble" : "triple"} del anterior`,
  });
  return nextNumber(rng, terms, answer, `${rule}: ${terms[3]} × ${factor} = ${answer}`, terms[3], lang);
};

/** Squares, cubes or triangular numbers, starting somewhere along. */
export const specialNumbers: PuzzleMaker = (rng, lang = "en") => {
  const family = pick(rng, ["square", "cube", "triangular", "square plus"] as const);
  const from = intBetween(rng, 1, family === "cube" ? 3 : 6);
  const extra = family === "square plus" ? intBetween(rng, 1, 5) : 0;
  const value = (n: number) => (family === "cube" ? n ** 3 : family === "triangular" ? (n * (n + 1)) / 2 : n * n + extra);
  const terms = Array.from({ length: 4 }, (_, i) => value(from + i));
  const n = from + 4;
  const answer = value(n);
  const gaps = `(+${from + 1}, +${from + 2}, ...)`;
  const rule = inLanguage(lang, {
    en:
      family === "square"
        ? `These are square numbers, so next is ${n} × ${n} = ${answer}`
        : family === "cube"
          ? `These are cube numbers, so next is ${n} × ${n} × ${n} = ${answer}`
          : family === "triangular"
            ? `The gaps grow by one each time ${gaps}, so next is ${terms[3]} + ${n} = ${answer}`
            : `Each number is a square number plus ${extra}, so next is ${n} × ${n} + ${extra} = ${answer}`,
    es:
      family === "square"
        ? `Son números cuadrados, así que sigue ${n} × ${n} = ${answer}`
        : family === "cube"
          ? `Son números cúbicos, así que sigue ${n} × ${n} × ${n} = ${answer}`
          : family === "triangular"
            ? `Los saltos crecen de uno en uno ${gaps}, así que sigue ${terms[3]} + ${n} = ${answer}`
            : `Cada número es un número cuadrado más ${extra}, así que sigue ${n} × ${n} + ${extra} = ${answer}`,
  });
  return nextNumber(rng, terms, answer, rule, Math.max(2, n), lang);
};

/** Each number is the sum of the two before it, from two small starting numbers. */
export const addTheTwoBefore: PuzzleMaker = (rng, lang = "en") => {
  const terms = [intBetween(rng, 1, 9), intBetween(rng, 1, 9)];
  while (terms.length < 6) terms.push(terms[terms.length - 1] + terms[terms.length - 2]);
  const answer = terms[4] + terms[5];
  const rule = inLanguage(lang, { en: "Each number is the sum of the two before it", es: "Cada número es la suma de los dos anteriores" });
  return nextNumber(rng, terms, answer, `${rule}: ${terms[4]} + ${terms[5]} = ${answer}`, terms[4], lang);
};

/** The gap grows by the same amount each time: 1, 2, 4, 7, 11, ... */
export const growingGaps: PuzzleMaker = (rng, lang = "en") => {
  const start = intBetween(rng, 1, 20);
  const firstGap = intBetween(rng, 1, 5);
  const growth = intBetween(rng, 1, 3);
  const terms = [start];
  for (let i = 0; i < 4; i++) terms.push(terms[i] + firstGap + i * growth);
  const gap = firstGap + 4 * growth;
  const answer = terms[4] + gap;
  const gaps = `(+${firstGap}, +${firstGap + growth}, +${firstGap + 2 * growth}, ...)`;
  const rule = inLanguage(lang, {
    en: `The gap grows by ${growth} each time ${gaps}, and ${terms[4]} + ${gap} = ${answer}`,
    es: `El salto crece ${growth} cada vez ${gaps}, y ${terms[4]} + ${gap} = ${answer}`,
  });
  return nextNumber(rng, terms, answer, rule, growth + 1, lang);
};

/** Two rules taking turns: +a, then ×b. */
export const alternatingRules: PuzzleMaker = (rng, lang = "en") => {
  const add = intBetween(rng, 1, 5);
  const times = pick(rng, [2, 3]);
  const terms = [intBetween(rng, 1, 5)];
  for (let i = 0; i < 5; i++) terms.push(i % 2 === 0 ? terms[i] + add : terms[i] * times);
  // The five steps shown were +, ×, +, ×, +; the sixth is ×.
  const answer = terms[5] * times;
  const rule = inLanguage(lang, {
    en: `The rules take turns: add ${add}, then multiply by ${times}. The last step added ${add}, so next is`,
    es: `Las reglas se turnan: suma ${add} y luego multiplica por ${times}. El último paso sumó ${add}, así que sigue`,
  });
  return nextNumber(rng, terms, answer, `${rule} ${terms[5]} × ${times} = ${answer}`, add, lang);
};

const whichLetter = (lang: GameLanguage, terms: readonly string[]) =>
  `${inLanguage(lang, { en: "What letter comes next?", es: "¿Qué letra sigue?" })} ${terms.join(", ")}, ...`;

/** A Spanish reader counting the letters between two places must not forget the Ñ: said where it is passed. */
const passingEnye = (from: number, to: number) => (Math.min(from, to) < 14 && Math.max(from, to) >= 14 ? ", contando la Ñ" : "");

/** Letters with a steady skip, forwards or backwards. */
export function letterSteps(maxStep: number): PuzzleMaker {
  return (rng, lang = "en") => {
    const alphabet = ALPHABETS[lang];
    const last = alphabet.length - 1;
    const step = intBetween(rng, 1, maxStep);
    const back = rng() < 0.3;
    const span = 4 * step;
    const start = back ? intBetween(rng, span, last) : intBetween(rng, 0, last - span);
    const at = (i: number) => alphabet[start + (back ? -i : i) * step];
    const terms = [0, 1, 2, 3].map(at);
    const answer = at(4);
    // Letters either side, and the jump of one more: at A or Z one side is missing, so take several.
    const near = [-3, -2, -1, 1, 2, 3, step + 1, -step - 1].map((d) => alphabet[alphabet.indexOf(answer) + d]).filter(Boolean);
    const how = step === 1 ? "the next letter" : `every ${step === 2 ? "second" : step === 3 ? "third" : `${step}th`} letter`;
    const comoVa = `${back ? "retrocede" : "avanza"} ${step === 1 ? "de letra en letra" : `de ${step} en ${step} letras`}`;
    return choicePuzzle(
      rng,
      whichLetter(lang, terms),
      answer,
      near,
      inLanguage(lang, {
        en: `The pattern takes ${how} of the alphabet${back ? ", going backwards" : ""}: after ${terms[3]} comes ${answer}.`,
        es: `La serie ${comoVa} por el abecedario${passingEnye(start, alphabet.indexOf(answer))}: después de la ${terms[3]} viene la ${answer}.`,
      }),
    );
  };
}

/** Letters whose skip grows: A, B, D, G, K, ... */
export const growingLetterSkips: PuzzleMaker = (rng, lang = "en") => {
  const alphabet = ALPHABETS[lang];
  const start = intBetween(rng, 0, 10);
  const positions = [start];
  for (let i = 1; i <= 5; i++) positions.push(positions[i - 1] + i);
  const terms = positions.slice(0, 5).map((p) => alphabet[p]);
  const answer = alphabet[positions[5]];
  const near = [-4, -3, -2, -1, 1, 2].map((d) => alphabet[positions[5] + d]).filter(Boolean);
  return choicePuzzle(
    rng,
    whichLetter(lang, terms),
    answer,
    near,
    inLanguage(lang, {
      en: `The gaps grow by one letter each time (+1, +2, +3, +4), so the next jump is 5 letters: ${terms[4]} → ${answer}.`,
      es: `Los saltos crecen una letra cada vez (+1, +2, +3, +4), así que el siguiente es de 5 letras${passingEnye(start, positions[5])}: ${terms[4]} → ${answer}.`,
    }),
  );
};

/** Second differences: a × n² + c, for the oldest players. */
export const quadraticSequence: PuzzleMaker = (rng, lang = "en") => {
  const a = intBetween(rng, 1, 3);
  const c = intBetween(rng, -3, 6);
  const value = (n: number) => a * n * n + c;
  const from = intBetween(rng, 1, 4);
  const terms = Array.from({ length: 5 }, (_, i) => value(from + i));
  const answer = value(from + 5);
  const gaps = terms.slice(1).map((t, i) => t - terms[i]);
  const next = gaps[3] + 2 * a;
  const rule = inLanguage(lang, {
    en: `The gaps are ${gaps.join(", ")}: they grow by ${2 * a} each time, so the next gap is ${next} and`,
    es: `Los saltos son ${gaps.join(", ")}: crecen ${2 * a} cada vez, así que el siguiente salto es ${next} y`,
  });
  return nextNumber(rng, terms, answer, `${rule} ${terms[4]} + ${next} = ${answer}`, 2 * a, lang);
};
