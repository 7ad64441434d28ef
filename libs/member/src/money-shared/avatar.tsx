import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** The eight avatar icons a member may choose (security centre), drawn in the theme's colours. */
const backgrounds = [tokens.color.primary, tokens.color.accent, tokens.color.success, tokens.color.danger];
const glyphs = [
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 20c0-4 3-6 7-6s7 2 7 6', // person
  'M12 3l2.6 5.6 6 .6-4.5 4 1.3 6L12 16l-5.4 3.2 1.3-6-4.5-4 6-.6z', // star
  'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z', // heart
  'M12 3l3 6 6 1-4.5 4.5L18 21l-6-3-6 3 1.5-6.5L3 10l6-1z', // spark
  'M4 18l4-8 4 5 3-4 5 7z', // mountains
  'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM9 10h.01M15 10h.01M8.5 14.5c2 2 5 2 7 0', // smile
  'M7 7l10 10M17 7L7 17M12 3v18M3 12h18', // burst
  'M12 3c3 4 6 6.5 6 10a6 6 0 0 1-12 0c0-3.5 3-6 6-10z', // drop
];

const Circle = styled.span<{ $size: number; $bg: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid ${tokens.color.surface};
  border-radius: 50%;
  background: ${({ $bg }) => $bg};
  color: ${tokens.color.onPrimary};

  & svg {
    width: 60%;
    height: 60%;
  }
`;

export function Avatar({ icon, size = 56 }: { icon: number; size?: number }) {
  const index = Math.min(Math.max(1, Math.round(icon)), glyphs.length) - 1;
  return (
    <Circle $size={size} $bg={backgrounds[index % backgrounds.length] ?? tokens.color.primary} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={glyphs[index]} />
      </svg>
    </Circle>
  );
}
