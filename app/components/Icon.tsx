/**
 * The site's own icons, drawn inline as SVG in the text's colour: emoji render as empty boxes on
 * machines without an emoji font (many school computers), these render everywhere. Decorative:
 * the text beside each says what it means.
 */
const paths = {
  coin: (
    <>
      <circle cx="12" cy="12" r="9" fill="#f59e0b" stroke="#b45309" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="5.5" fill="none" stroke="#fde68a" strokeWidth="1.5" />
      <path d="M13.8 10a2.6 2.6 0 1 0 0 4" fill="none" stroke="#78350f" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  math: (
    <>
      <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="12" cy="6.5" r="1.9" fill="currentColor" />
      <circle cx="12" cy="17.5" r="1.9" fill="currentColor" />
    </>
  ),
  book: (
    <path
      d="M12 6.5C10 5 7 4.5 4 5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V5c-3-.5-6 0-8 1.5zM12 6.5v13"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  puzzle: (
    <path
      d="M9 4h3v2a1.5 1.5 0 0 0 3 0V4h4v5h-2a1.5 1.5 0 0 0 0 3h2v8h-5v-2a1.5 1.5 0 0 0-3 0v2H4v-5h2a1.5 1.5 0 0 0 0-3H4V4z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" fill="currentColor" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
};

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={`inline-block shrink-0 ${className ?? ""}`}
    >
      {paths[name]}
    </svg>
  );
}
