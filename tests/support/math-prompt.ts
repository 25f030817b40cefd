/**
 * The right answer to a Math Quest question as the page shows it, worked out from the text as a
 * player would: a race's "7 + 5 = ?", or the first level's ("How many dots? ● ●", "What number
 * comes after 4?", "2 + ? = 6"), and the sums practice asks ("3 + 4 + 5 = ?", "? − 3 = 4"). No imports, so the bench, the integration and the e2e helpers
 * all use this one.
 */
export function answerOfPrompt(prompt: string): string {
  const dots = /^How many dots\? ([● ]+)$/.exec(prompt);
  if (dots) return String(dots[1].split("●").length - 1);
  const after = /^What number comes after (\d+)\?$/.exec(prompt);
  if (after) return String(Number(after[1]) + 1);
  const missing = /^(\d+) \+ \? = (\d+)$/.exec(prompt);
  if (missing) return String(Number(missing[2]) - Number(missing[1]));
  const three = /^(\d+) \+ (\d+) \+ (\d+) = \?$/.exec(prompt);
  if (three) return String(Number(three[1]) + Number(three[2]) + Number(three[3]));
  const start = /^\? ([−×]) (\d+) = (\d+)$/.exec(prompt);
  if (start) return String(start[1] === "−" ? Number(start[3]) + Number(start[2]) : Number(start[3]) / Number(start[2]));
  const match = /^(\d+) ([+−×÷]) (\d+) = \?$/.exec(prompt);
  if (!match) throw new Error(`not a Math Quest problem: "${prompt}"`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return String({ "+": a + b, "−": a - b, "×": a * b, "÷": a / b }[match[2] as "+" | "−" | "×" | "÷"]);
}
