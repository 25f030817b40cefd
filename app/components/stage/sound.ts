// The stage's sounds, made in code with Web Audio: no files to download. This module is loaded
// only once a game has started (RunPlayer imports it on demand), and a sound plays only when the
// stage asks for one, so nothing sounds before a child presses Start.

export type StageSound = "right" | "wrong" | "streak" | "tick" | "end";

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return null;
  context ??= new window.AudioContext();
  // Browsers start a context suspended until the page has had a click or a key press.
  if (context.state === "suspended") void context.resume().catch(() => {});
  return context;
}

/** One soft note: a sine (or triangle) with a quick fade in and out, so it never clicks. */
function note(
  ctx: AudioContext,
  frequency: number,
  start: number,
  length: number,
  { type = "sine", volume = 0.18 }: { type?: OscillatorType; volume?: number } = {},
) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

// Notes of C major (Hz): cheerful and never harsh.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const A3 = 220;
const F3 = 174.61;

export function playSound(sound: StageSound): void {
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime + 0.01;
  switch (sound) {
    case "right":
      note(ctx, E5, t, 0.12);
      note(ctx, G5, t + 0.09, 0.2);
      break;
    case "wrong":
      note(ctx, A3, t, 0.16, { type: "triangle", volume: 0.16 });
      note(ctx, F3, t + 0.13, 0.26, { type: "triangle", volume: 0.14 });
      break;
    case "streak":
      [C5, E5, G5, C6].forEach((f, i) => note(ctx, f, t + i * 0.07, 0.18, { volume: 0.15 }));
      break;
    case "tick":
      note(ctx, C6, t, 0.06, { type: "triangle", volume: 0.08 });
      break;
    case "end":
      [G5, E5, C5].forEach((f, i) => note(ctx, f, t + i * 0.12, 0.22, { volume: 0.14 }));
      note(ctx, C6, t + 0.42, 0.45, { volume: 0.14 });
      break;
  }
}
