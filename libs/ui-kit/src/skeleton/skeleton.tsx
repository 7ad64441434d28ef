import styled, { keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';

export interface SkeletonProps {
  /** CSS width, default 100%. */
  width?: string;
  /** CSS height, default 1em. */
  height?: string;
  /** A circle (avatars, vendor icons): width is used for both sides. */
  circle?: boolean;
  radius?: string;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${tokens.color.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** A grey placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', circle = false, radius }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      data-testid="skeleton"
      $width={width}
      $height={circle ? width : height}
      $radius={circle ? '50%' : (radius ?? `var(--wl-skeleton-radius, ${tokens.radius})`)}
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Several text-line placeholders, the last one shorter. */
export function SkeletonText({ lines = 3 }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}
