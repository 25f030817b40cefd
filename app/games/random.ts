// Small seeded PRNG. Question `index` of a run is generated from (seed, index) alone, so the
// server can recompute any question from the stored RunState, and the browser gets the same one.
// Not for anything secret: the seed itself comes from the server.

/** A generator of floats in [0, 1). */
export type Rng = () => number;

/** cyrb128: hashes a string into four 32-bit words, a well-mixed seed for sfc32. */
export function hashString(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: fast 128-bit-state generator; plain numbers only, so it behaves the same everywhere. */
export function sfc32(a: number, b: number, c: number, d: number): Rng {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** Generator for one question (or any other named draw) of a run. */
export function rngFor(seed: string, index: number | string): Rng {
  // The separator keeps ("a1", 2) and ("a", 12) apart.
  const [a, b, c, d] = hashString(`${seed}\u0000${index}`);
  const rng = sfc32(a, b, c, d);
  // A few warm-up rounds so that nearby seeds diverge from the first draw.
  for (let i = 0; i < 8; i++) rng();
  return rng;
}

/** Whole number in [min, max], both included. */
export function intBetween(rng: Rng, min: number, max: number): number {
  if (max < min) throw new RangeError(`intBetween: max ${max} < min ${min}`);
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError("pick: empty list");
  return items[Math.floor(rng() * items.length)];
}

/** Fisher-Yates on a copy; the input is left alone. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function cycleOrder(seed: string, salt: string, cycle: number, size: number): number[] {
  const ids = Array.from({ length: size }, (_, i) => i);
  return shuffle(rngFor(`${salt}:${seed}`, `cycle:${cycle}`), ids);
}

/**
 * Position in a question bank of the `index`-th question of a run. The whole bank is shuffled
 * per seed, so no item repeats until the bank is used up; then a fresh shuffle (seed + cycle
 * number) starts the next round. `salt` (the game key) keeps games with the same seed apart.
 */
export function bankIndex(seed: string, salt: string, index: number, size: number): number {
  if (size <= 0) throw new RangeError("bankIndex: empty bank");
  const i = Math.max(0, Math.floor(index));
  // With two items, only strict alternation avoids repeats: keep the first round's order.
  const cycle = size <= 2 ? 0 : Math.floor(i / size);
  const order = cycleOrder(seed, salt, cycle, size);
  // Avoid the same item twice in a row across the seam between two rounds. The swap touches
  // positions 0 and 1 only, so the previous round's last item (size >= 3) is unaffected by it.
  if (cycle > 0) {
    const previous = cycleOrder(seed, salt, cycle - 1, size);
    if (order[0] === previous[size - 1]) [order[0], order[1]] = [order[1], order[0]];
  }
  return order[i % size];
}
