interface KiraLogoProps {
  /** Height in pixels; the width follows. */
  height?: number;
  /** Colour of the letters; the mark keeps its own colours. */
  color?: string;
}

/**
 * Kira's wordmark: a teal mark with a K and a saffron spark, then "Kira" drawn in strokes (so it
 * needs no font). Decorative: the link around it carries the accessible name.
 */
export function KiraLogo({ height = 32, color = 'var(--mantine-color-ink-9)' }: KiraLogoProps) {
  return (
    <svg
      viewBox="0 0 92 32"
      height={height}
      width={(height * 92) / 32}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', color }}
    >
      <rect width="32" height="32" rx="8" fill="#0b6c62" />
      <path
        d="M10 7v18M11 16.5l8-8.5M13.5 14l6.5 11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M25 3.5l1.1 2.6 2.6 1.1-2.6 1.1L25 11l-1.1-2.6-2.6-1.1 2.6-1.1z" fill="#fdcd5a" />
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M42 6v20M43 17.5l9.5-11.5M46.5 14l6.5 12" />
        <path d="M59 14v12" />
        <path d="M65 14v12M65 19c0-3.4 2.4-5.3 6-5.3" />
        <circle cx="81" cy="20" r="5.8" />
        <path d="M86.8 14v12" />
      </g>
      <circle cx="59" cy="8" r="2.1" fill="currentColor" />
    </svg>
  );
}
