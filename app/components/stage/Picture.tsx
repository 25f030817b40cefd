// The shapes of Logic Lab's picture puzzles, drawn as inline SVG on the server (no images to
// load, and they show without JavaScript). Each place of a picture is one image named in words
// ("3 red stars"), so a screen reader reads the picture as a child sees it.
import { useTranslation } from "react-i18next";
import type { Glyph, PictureCell } from "~/games/types";

const FILL: Record<Glyph["colour"], string> = {
  red: "#dc2626",
  blue: "#2563eb",
  green: "#16a34a",
  yellow: "#facc15",
  purple: "#9333ea",
  orange: "#f97316",
};

/** How much of its box a shape fills: sizes a five-year-old tells apart at a glance. */
const SCALE: Record<Glyph["size"], number> = { small: 0.5, medium: 0.75, big: 1 };

/** Points of a regular polygon (or a star, with an inner radius) in the 100 × 100 box. */
function polygon(corners: number, inner?: number): string {
  const steps = inner ? corners * 2 : corners;
  return Array.from({ length: steps }, (_, i) => {
    const r = inner && i % 2 === 1 ? inner : 46;
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / steps;
    return `${(50 + r * Math.cos(angle)).toFixed(1)},${(52 + r * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
}

const SHAPES: Record<Glyph["shape"], JSX.Element> = {
  circle: <circle cx="50" cy="50" r="45" />,
  square: <rect x="8" y="8" width="84" height="84" rx="6" />,
  triangle: <polygon points="50,6 95,90 5,90" />,
  star: <polygon points={polygon(5, 20)} />,
  heart: <path d="M50 90C22 68 5 50 5 30 5 15 16 6 29 6c9 0 16 5 21 13 5-8 12-13 21-13 13 0 24 9 24 24 0 20-17 38-45 60Z" />,
  diamond: <polygon points="50,4 90,50 50,96 10,50" />,
  pentagon: <polygon points={polygon(5)} />,
  hexagon: <polygon points={polygon(6)} />,
};

function GlyphSvg({ glyph, className }: { glyph: Glyph; className: string }) {
  const scale = SCALE[glyph.size];
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <g
        transform={`translate(${50 * (1 - scale)} ${50 * (1 - scale)}) scale(${scale})`}
        fill={FILL[glyph.colour]}
        stroke="#1e293b"
        strokeWidth={4 / scale}
        strokeLinejoin="round"
      >
        {SHAPES[glyph.shape]}
      </g>
    </svg>
  );
}

/** One place of a picture: its shapes side by side, or the "?" to find. `named` gives it its own image name. */
export function PictureCellView({ cell, named = true, small = false }: { cell: PictureCell; named?: boolean; small?: boolean }) {
  // Groups are drawn at one size, so the number of shapes, not their size, tells groups apart.
  const { t } = useTranslation("play");
  const size = small || cell.glyphs.length > 1 ? "picture-glyph-small" : "picture-glyph";
  if (cell.glyphs.length === 0) {
    return (
      <span className="picture-cell picture-missing" role="img" aria-label={t("question.missingPicture")}>
        ?
      </span>
    );
  }
  return (
    <span className="picture-cell" role={named ? "img" : undefined} aria-label={named ? cell.name : undefined}>
      {cell.glyphs.map((glyph, i) => (
        <GlyphSvg key={i} glyph={glyph} className={size} />
      ))}
    </span>
  );
}

/** The picture under a puzzle's question: its places in a row. */
export function PictureRow({ cells }: { cells: readonly PictureCell[] }) {
  return (
    <div data-testid="picture" className="picture-row">
      {cells.map((cell, i) => (
        <PictureCellView key={i} cell={cell} small={cells.length > 4} />
      ))}
    </div>
  );
}
