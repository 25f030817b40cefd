/**
 * The subjects' icons, drawn inline as SVG in the card's text colour. Emoji render as empty boxes
 * on machines without an emoji font (many school computers); these render everywhere. The
 * header's coin and menu are images (public/images/icons): they cost no script on every page.
 */

const paths = {
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
};

export type Subject = keyof typeof paths;

export function SubjectIcon({ name, size = 36 }: { name: Subject; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
