/**
 * Reads a QR code the way a phone would: the SVG that qrcode draws (one path of horizontal
 * strokes, a module each) is painted into pixels and decoded by jsQR, an independent reader.
 */
import jsQR from "jsqr";

const SCALE = 8;

export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) return null;
  const width = size * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  let [x, y] = [0, 0];
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b)];
    else if (command === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      paint(pixels, width, Math.floor(y), x, x + Number(a));
      x += Number(a);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

/** Blackens the modules from column `from` to `to` of row `row`. */
function paint(pixels: Uint8ClampedArray, width: number, row: number, from: number, to: number) {
  for (let py = row * SCALE; py < (row + 1) * SCALE; py++) {
    for (let px = from * SCALE; px < to * SCALE; px++) {
      const i = (py * width + px) * 4;
      pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
    }
  }
}
