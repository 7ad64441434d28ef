/**
 * A small decorative line icon: one SVG path on a 24 × 24 grid, drawn in the text colour (`currentColor`) at the
 * text size, hidden from assistive technology (the control around it carries the name).
 */
export function LineIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
