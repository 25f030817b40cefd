// Small inline icons for the stage (no emoji: not every school computer has an emoji font).
type IconProps = { className?: string };

/** An outline icon, drawn in the text's colour. */
function LineIcon({ className, strokeWidth, children }: { className: string; strokeWidth: string; children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function FlameIcon({ className = "h-6 w-6" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path fill="#f97316" d="M12 2c1 4 5 5.5 5 11a5 5 0 0 1-10 0c0-3 1.5-4.5 2.5-6 .3 2 1.2 3 2.2 3.3C11 7.5 11.2 4.5 12 2Z" />
      <path fill="#fde047" d="M12 12c.6 2 2.5 2.6 2.5 5a2.5 2.5 0 0 1-5 0c0-1.6 1.4-2.6 2.5-5Z" />
    </svg>
  );
}

export function SpeakerIcon({ muted, className = "h-7 w-7" }: IconProps & { muted: boolean }) {
  return (
    <LineIcon className={className} strokeWidth="2.2">
      <path fill="currentColor" d="M4 9h4l5-4v14l-5-4H4z" />
      {muted ? <path d="m16 9 6 6m0-6-6 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
    </LineIcon>
  );
}

export function StarIcon({ filled, className = "h-14 w-14" }: IconProps & { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path
        d="m12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"
        fill={filled ? "#facc15" : "#e2e8f0"}
        stroke={filled ? "#ca8a04" : "#94a3b8"}
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MarkIcon({ correct, className = "mr-1 inline h-6 w-6 align-[-5px]" }: IconProps & { correct: boolean }) {
  return (
    <LineIcon className={className} strokeWidth="3">
      {correct ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7 7 17" />}
    </LineIcon>
  );
}

/** A mouth with sound waves: read aloud. */
export function ReadAloudIcon({ className = "h-6 w-6" }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth="2">
      <circle cx="8" cy="9" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 12 0v1" />
      <path d="M17 6.5a4 4 0 0 1 0 5M19.5 4a7.5 7.5 0 0 1 0 10" />
    </LineIcon>
  );
}
