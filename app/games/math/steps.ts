// Worked steps for a Math Quest question a child just missed, built from the same numbers the
// generator drew (problems.ts, secondary.ts, the original mix in math-quest.ts): one or two short
// sentences a child of the level can read, shown under "Not quite!", said in the polite log and
// read aloud with the feedback. They show a way to the answer, never only the answer again. Each
// in the run's language (language.ts); the numbers and signs are the same in every language.
import { inLanguage, type GameLanguage } from "../language";

/** Negative numbers with the typographic minus, as in the prompts. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

export function addSteps(a: number, b: number, lang: GameLanguage = "en"): string {
  const [big, small] = a >= b ? [a, b] : [b, a];
  if (big >= 10 && small >= 10) {
    const [bigTens, smallTens] = [big - (big % 10), small - (small % 10)];
    const tens = bigTens + smallTens;
    const ones = (big % 10) + (small % 10);
    const sums = [`${bigTens} + ${smallTens} = ${tens}`, `${big % 10} + ${small % 10} = ${ones}`, `${tens} + ${ones} = ${a + b}`];
    return inLanguage(lang, {
      en: `Add the tens: ${sums[0]}. Add the ones: ${sums[1]}. ${sums[2]}.`,
      es: `Suma las decenas: ${sums[0]}. Suma las unidades: ${sums[1]}. ${sums[2]}.`,
    });
  }
  const sum = `${big} + ${small} = ${a + b}`;
  return inLanguage(lang, {
    en: `Start at ${big} and count on ${small}: ${sum}.`,
    es: `Empieza en ${big} y cuenta ${small} más: ${sum}.`,
  });
}

export function takeAwaySteps(a: number, b: number, lang: GameLanguage = "en"): string {
  if (b >= 10 && a >= 20 && b % 10 !== 0) {
    const tens = b - (b % 10);
    const [first, then] = [`${a} − ${tens} = ${a - tens}`, `${a - tens} − ${b % 10} = ${a - b}`];
    return inLanguage(lang, {
      en: `Take away the tens first: ${first}. Then the ones: ${then}.`,
      es: `Primero quita las decenas: ${first}. Luego las unidades: ${then}.`,
    });
  }
  const difference = `${a} − ${b} = ${a - b}`;
  return inLanguage(lang, {
    en: `Start at ${a} and count back ${b}: ${difference}.`,
    es: `Empieza en ${a} y cuenta ${b} hacia atrás: ${difference}.`,
  });
}

/** "7 × 8: 7 × 4 = 28, doubled is 56", tens and ones apart, or one group fewer and one more. */
export function timesSteps(a: number, b: number, lang: GameLanguage = "en"): string {
  const [x, y] = b % 2 === 0 || a % 2 !== 0 ? [a, b] : [b, a];
  if (x === 1 || y === 1) {
    return inLanguage(lang, {
      en: `Anything times 1 stays the same: ${a} × ${b} = ${a * b}.`,
      es: `Cualquier número por 1 se queda igual: ${a} × ${b} = ${a * b}.`,
    });
  }
  if (y % 2 === 0 && y > 2) {
    const half = `${x} × ${y}: ${x} × ${y / 2} = ${(x * y) / 2}`;
    return inLanguage(lang, { en: `${half}, doubled is ${x * y}.`, es: `${half}, y el doble es ${x * y}.` });
  }
  const ones = x % 10;
  if (x > 10 && ones !== 0) {
    const [tensPart, onesPart] = [`${x - ones} × ${y} = ${(x - ones) * y}`, `${ones} × ${y} = ${ones * y}`];
    const total = `${(x - ones) * y} + ${ones * y} = ${x * y}`;
    return inLanguage(lang, {
      en: `${x} × ${y}: ${tensPart} and ${onesPart}. ${total}.`,
      es: `${x} × ${y}: ${tensPart} y ${onesPart}. ${total}.`,
    });
  }
  const fewer = `${x} × ${y - 1} = ${x * (y - 1)}`;
  return inLanguage(lang, {
    en: `${x} × ${y} is ${y} groups of ${x}: ${fewer}, and one more ${x} makes ${x * y}.`,
    es: `${x} × ${y} son ${y} grupos de ${x}: ${fewer}, y un grupo más de ${x} da ${x * y}.`,
  });
}

export function shareSteps(dividend: number, divisor: number, lang: GameLanguage = "en"): string {
  const quotient = dividend / divisor;
  const [times, share] = [`${divisor} × ${quotient} = ${dividend}`, `${dividend} ÷ ${divisor} = ${quotient}`];
  return inLanguage(lang, {
    en: `Which number times ${divisor} makes ${dividend}? ${times}, so ${share}.`,
    es: `¿Qué número por ${divisor} da ${dividend}? ${times}, así que ${share}.`,
  });
}

export function missingAddendSteps(a: number, total: number, lang: GameLanguage = "en"): string {
  const [difference, sum] = [`${total} − ${a} = ${total - a}`, `${a} + ${total - a} = ${total}`];
  return inLanguage(lang, {
    en: `Count on from ${a} to ${total}: ${difference}, and ${sum}.`,
    es: `Cuenta desde ${a} hasta ${total}: ${difference}, y ${sum}.`,
  });
}

export function missingStartSteps(b: number, left: number, lang: GameLanguage = "en"): string {
  const sum = `${left} + ${b} = ${left + b}`;
  return inLanguage(lang, { en: `Put back what was taken away: ${sum}.`, es: `Devuelve lo que se quitó: ${sum}.` });
}

export function missingFactorSteps(b: number, product: number, lang: GameLanguage = "en"): string {
  const [share, times] = [`${product} ÷ ${b} = ${product / b}`, `${product / b} × ${b} = ${product}`];
  return inLanguage(lang, {
    en: `Share ${product} into ${b} equal groups: ${share}, and ${times}.`,
    es: `Reparte ${product} en ${b} grupos iguales: ${share}, y ${times}.`,
  });
}

export function addThreeSteps(a: number, b: number, c: number, lang: GameLanguage = "en"): string {
  const [first, then] = [`${a} + ${b} = ${a + b}`, `${a + b} + ${c} = ${a + b + c}`];
  return inLanguage(lang, { en: `Two at a time: ${first}, then ${then}.`, es: `De dos en dos: ${first}, luego ${then}.` });
}

export function negativeSteps(kind: "up" | "below" | "times" | "minus-negative", a: number, b: number, lang: GameLanguage = "en"): string {
  switch (kind) {
    case "up":
      return inLanguage(lang, {
        en: `Start at ${signed(-a)} and go up ${b}: ${signed(-a + b)}.`,
        es: `Empieza en ${signed(-a)} y sube ${b}: ${signed(-a + b)}.`,
      });
    case "below":
      return inLanguage(lang, {
        en: `You take away ${b} more than ${a}, so the answer is ${signed(-b)}.`,
        es: `Quitas ${a + b}, que es ${b} más que ${a}, así que el resultado es ${signed(-b)}.`,
      });
    case "times":
      return inLanguage(lang, {
        en: `${a} × ${b} = ${a * b}, and a negative times a positive is negative: ${signed(-a * b)}.`,
        es: `${a} × ${b} = ${a * b}, y un negativo por un positivo da negativo: ${signed(-a * b)}.`,
      });
    case "minus-negative":
      return inLanguage(lang, {
        en: `Taking away a negative adds: ${signed(-a)} + ${b} = ${signed(-a + b)}.`,
        es: `Restar un negativo es sumar: ${signed(-a)} + ${b} = ${signed(-a + b)}.`,
      });
  }
}

export function linearSteps(a: number, b: number, rhs: number, minus: boolean, lang: GameLanguage = "en"): string {
  const undone = minus ? rhs + b : rhs - b;
  const [left, solved] = [`${a}x = ${signed(undone)}`, `x = ${undone / a}`];
  return inLanguage(lang, {
    en: `${minus ? "Add" : "Take away"} ${b} on both sides: ${left}. Divide by ${a}: ${solved}.`,
    es: `${minus ? "Suma" : "Resta"} ${b} en los dos lados: ${left}. Divide entre ${a}: ${solved}.`,
  });
}

export function fractionSumSteps(n1: number, d1: number, n2: number, d2: number, lang: GameLanguage = "en"): string {
  const k = d2 / d1;
  const [same, sum] = [`${n1}/${d1} = ${n1 * k}/${d2}`, `${n1 * k}/${d2} + ${n2}/${d2} = ${n1 * k + n2}/${d2}`];
  return inLanguage(lang, {
    en: `Make the bottoms the same: ${same}. Then ${sum}.`,
    es: `Iguala los denominadores: ${same}. Luego ${sum}.`,
  });
}

export function fractionOfSteps(n: number, d: number, whole: number, lang: GameLanguage = "en"): string {
  const [share, times] = [`${whole} ÷ ${d} = ${whole / d}`, `${whole / d} × ${n} = ${(whole / d) * n}`];
  return inLanguage(lang, {
    en: `Divide by the bottom, times the top: ${share}, and ${times}.`,
    es: `Divide entre el denominador y multiplica por el numerador: ${share}, y ${times}.`,
  });
}

export function percentSteps(p: number, n: number, lang: GameLanguage = "en"): string {
  const worked = `${n} ÷ 100 × ${p} = ${(p * n) / 100}`;
  return inLanguage(lang, {
    en: `${p}% means ${p} out of 100: ${worked}.`,
    es: `${p}% quiere decir ${p} de cada 100: ${worked}.`,
  });
}
