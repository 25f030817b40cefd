// Worked steps for a Math Quest question a child just missed, built from the same numbers the
// generator drew (problems.ts, secondary.ts, the original mix in math-quest.ts): one or two short
// sentences a child of the level can read, shown under "Not quite!", said in the polite log and
// read aloud with the feedback. They show a way to the answer, never only the answer again.

/** Negative numbers with the typographic minus, as in the prompts. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

export function addSteps(a: number, b: number): string {
  const [big, small] = a >= b ? [a, b] : [b, a];
  if (big >= 10 && small >= 10) {
    const tens = big - (big % 10) + (small - (small % 10));
    const ones = (big % 10) + (small % 10);
    return `Add the tens: ${big - (big % 10)} + ${small - (small % 10)} = ${tens}. Add the ones: ${big % 10} + ${small % 10} = ${ones}. ${tens} + ${ones} = ${a + b}.`;
  }
  return `Start at ${big} and count on ${small}: ${big} + ${small} = ${a + b}.`;
}

export function takeAwaySteps(a: number, b: number): string {
  if (b >= 10 && a >= 20 && b % 10 !== 0) {
    const tens = b - (b % 10);
    return `Take away the tens first: ${a} − ${tens} = ${a - tens}. Then the ones: ${a - tens} − ${b % 10} = ${a - b}.`;
  }
  return `Start at ${a} and count back ${b}: ${a} − ${b} = ${a - b}.`;
}

/** "7 × 8: 7 × 4 = 28, doubled is 56", tens and ones apart, or one group fewer and one more. */
export function timesSteps(a: number, b: number): string {
  const [x, y] = b % 2 === 0 || a % 2 !== 0 ? [a, b] : [b, a];
  if (x === 1 || y === 1) return `Anything times 1 stays the same: ${a} × ${b} = ${a * b}.`;
  if (y % 2 === 0 && y > 2) return `${x} × ${y}: ${x} × ${y / 2} = ${(x * y) / 2}, doubled is ${x * y}.`;
  const ones = x % 10;
  if (x > 10 && ones !== 0) {
    return `${x} × ${y}: ${x - ones} × ${y} = ${(x - ones) * y} and ${ones} × ${y} = ${ones * y}. ${(x - ones) * y} + ${ones * y} = ${x * y}.`;
  }
  return `${x} × ${y} is ${y} groups of ${x}: ${x} × ${y - 1} = ${x * (y - 1)}, and one more ${x} makes ${x * y}.`;
}

export function shareSteps(dividend: number, divisor: number): string {
  const quotient = dividend / divisor;
  return `Which number times ${divisor} makes ${dividend}? ${divisor} × ${quotient} = ${dividend}, so ${dividend} ÷ ${divisor} = ${quotient}.`;
}

export function missingAddendSteps(a: number, total: number): string {
  return `Count on from ${a} to ${total}: ${total} − ${a} = ${total - a}, and ${a} + ${total - a} = ${total}.`;
}

export function missingStartSteps(b: number, left: number): string {
  return `Put back what was taken away: ${left} + ${b} = ${left + b}.`;
}

export function missingFactorSteps(b: number, product: number): string {
  return `Share ${product} into ${b} equal groups: ${product} ÷ ${b} = ${product / b}, and ${product / b} × ${b} = ${product}.`;
}

export function addThreeSteps(a: number, b: number, c: number): string {
  return `Two at a time: ${a} + ${b} = ${a + b}, then ${a + b} + ${c} = ${a + b + c}.`;
}

export function negativeSteps(kind: "up" | "below" | "times" | "minus-negative", a: number, b: number): string {
  switch (kind) {
    case "up":
      return `Start at ${signed(-a)} and go up ${b}: ${signed(-a + b)}.`;
    case "below":
      return `You take away ${b} more than ${a}, so the answer is ${signed(-b)}.`;
    case "times":
      return `${a} × ${b} = ${a * b}, and a negative times a positive is negative: ${signed(-a * b)}.`;
    case "minus-negative":
      return `Taking away a negative adds: ${signed(-a)} + ${b} = ${signed(-a + b)}.`;
  }
}

export function linearSteps(a: number, b: number, rhs: number, minus: boolean): string {
  const undone = minus ? rhs + b : rhs - b;
  return `${minus ? "Add" : "Take away"} ${b} on both sides: ${a}x = ${signed(undone)}. Divide by ${a}: x = ${undone / a}.`;
}

export function fractionSumSteps(n1: number, d1: number, n2: number, d2: number): string {
  const k = d2 / d1;
  return `Make the bottoms the same: ${n1}/${d1} = ${n1 * k}/${d2}. Then ${n1 * k}/${d2} + ${n2}/${d2} = ${n1 * k + n2}/${d2}.`;
}

export function fractionOfSteps(n: number, d: number, whole: number): string {
  return `Divide by the bottom, times the top: ${whole} ÷ ${d} = ${whole / d}, and ${whole / d} × ${n} = ${(whole / d) * n}.`;
}

export function percentSteps(p: number, n: number): string {
  return `${p}% means ${p} out of 100: ${n} ÷ 100 × ${p} = ${(p * n) / 100}.`;
}
