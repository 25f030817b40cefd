/**
 * A player's avatar with the equipped cosmetics: a worn character is the round picture itself (in
 * place of the uploaded picture or the initials), the frame an SVG ring drawn over the picture,
 * the "Badge" cosmetic a small emblem at its bottom-right corner. Wherever an avatar shows (header,
 * profiles, leaderboard, join card) it is this component. Its pictures load lazily: a list of a
 * hundred players, or the store's grid, fetches only what is on screen (on a school's slow link
 * each picture is a request of its own).
 */
export interface AvatarProps {
  name: string;
  avatarUrl?: string | null;
  frameUrl?: string | null;
  emblemUrl?: string | null;
  /** The worn character's picture (a cosmetic of category "Character"). */
  characterUrl?: string | null;
  size?: number;
}

/** The initials' background colours, in app/tailwind.css (short names: a list shows a hundred avatars). */
const TINTS = ["tint-0", "tint-1", "tint-2", "tint-3", "tint-4", "tint-5"];

function initials(name: string): string {
  const letters = name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  return letters || "?";
}

/** The size the stylesheet gives `.avatar-initials` (app/tailwind.css): lists of a hundred avatars need no inline style. */
const STYLED_SIZE = 40;

export function Avatar({ name, avatarUrl, frameUrl, emblemUrl, characterUrl, size = STYLED_SIZE }: AvatarProps) {
  const colour = TINTS[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % TINTS.length];
  // The frame's inner circle has radius 40 of 100: the picture fills 80% of the box.
  const inner = frameUrl ? Math.round(size * 0.8) : size;
  const pictureUrl = characterUrl ?? avatarUrl;
  const picture = pictureUrl ? (
    <img
      src={pictureUrl}
      alt=""
      loading="lazy"
      width={inner}
      height={inner}
      className="shrink-0 rounded-full object-cover"
      style={{ width: inner, height: inner }}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`avatar-initials ${colour}`}
      style={inner === STYLED_SIZE ? undefined : { width: inner, height: inner, fontSize: Math.max(10, Math.round(inner * 0.4)) }}
    >
      {initials(name)}
    </span>
  );
  // Without a frame or a badge the picture is the whole avatar (lists of a hundred players).
  if (!frameUrl && !emblemUrl) return picture;
  return (
    <span className="relative inline-flex shrink-0 items-center justify-center" style={{ width: size, height: size }}>
      {picture}
      {frameUrl ? (
        <img src={frameUrl} alt="" loading="lazy" width={size} height={size} className="pointer-events-none absolute inset-0" />
      ) : null}
      {emblemUrl ? (
        <img
          src={emblemUrl}
          alt=""
          loading="lazy"
          width={Math.round(size * 0.4)}
          height={Math.round(size * 0.4)}
          className="pointer-events-none absolute -bottom-0.5 -right-0.5"
        />
      ) : null}
    </span>
  );
}
