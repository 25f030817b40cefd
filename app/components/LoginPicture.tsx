/**
 * One of the nine login pictures (app/utils/login-pictures.ts), drawn inline so that it needs no
 * request, prints in black and white by its outline alone, and scales to any size.
 */
import { LOGIN_PICTURES } from "~/utils/login-pictures";

const drawings: Record<(typeof LOGIN_PICTURES)[number], JSX.Element> = {
  sun: (
    <>
      <circle cx="24" cy="24" r="9" fill="#facc15" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line key={angle} x1="24" y1="9" x2="24" y2="3" transform={`rotate(${angle} 24 24)`} />
      ))}
    </>
  ),
  moon: <path d="M30 6a18 18 0 1 0 12 28A14 14 0 0 1 30 6z" fill="#c7d2fe" />,
  star: <path d="M24 4l5.9 12 13.1 1.9-9.5 9.3 2.3 13.1L24 34.1l-11.8 6.2 2.3-13.1-9.5-9.3L18.1 16z" fill="#fde047" />,
  heart: <path d="M24 42S6 31 6 18a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 13-18 24-18 24z" fill="#f87171" />,
  tree: (
    <>
      <rect x="20" y="32" width="8" height="12" fill="#a16207" />
      <path d="M24 4L8 34h32z" fill="#4ade80" />
    </>
  ),
  fish: (
    <>
      <path d="M6 24c8-12 22-12 30 0-8 12-22 12-30 0z" fill="#60a5fa" />
      <path d="M36 24l8-8v16z" fill="#60a5fa" />
      <circle cx="14" cy="22" r="2" fill="currentColor" />
    </>
  ),
  house: (
    <>
      <path d="M6 22L24 6l18 16" fill="none" />
      <path d="M10 20v22h28V20" fill="#fdba74" />
      <rect x="20" y="30" width="8" height="12" fill="#ffffff" />
    </>
  ),
  flower: (
    <>
      <line x1="24" y1="28" x2="24" y2="44" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="24" cy="10" rx="5" ry="7" transform={`rotate(${angle} 24 18)`} fill="#f9a8d4" />
      ))}
      <circle cx="24" cy="18" r="4" fill="#facc15" />
    </>
  ),
  car: (
    <>
      <path d="M4 32v-8l6-2 6-8h14l6 8 8 2v8z" fill="#f87171" />
      <circle cx="14" cy="34" r="5" fill="#ffffff" />
      <circle cx="34" cy="34" r="5" fill="#ffffff" />
    </>
  ),
};

/**
 * The picture numbered `index` (0-8). Decorative by default (`label` off), since the word is
 * printed or said beside it; with `label`, the picture itself is named for screen readers.
 */
export function LoginPicture({ index, size = 64, label = false }: { index: number; size?: number; label?: boolean }) {
  const name = LOGIN_PICTURES[index];
  if (!name) return null;
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinejoin="round"
      strokeLinecap="round"
      role={label ? "img" : undefined}
      aria-label={label ? name : undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
