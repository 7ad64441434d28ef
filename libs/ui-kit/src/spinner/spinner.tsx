import { useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { SpinnerGlyph } from '../internal/spinner-glyph';

export interface SpinnerProps {
  /** Accessible name, e.g. "Loading". */
  label: string;
  /** CSS size, default 24px. */
  size?: string;
}

const Inline = styled.span`
  display: inline-flex;
  color: ${tokens.color.primary};
`;

/** A spinner announced as a status with its label. */
export function Spinner({ label, size = '24px' }: SpinnerProps) {
  return (
    <Inline role="status" aria-label={label}>
      <SpinnerGlyph $size={size} />
    </Inline>
  );
}

export interface LoadingProps {
  /** Visible and announced text, e.g. "Loading…". */
  label: string;
}

const Block = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 120px;
  padding: 24px;
  color: ${tokens.color.textMuted};
  font-size: 0.875rem;

  & > span:first-child {
    color: ${tokens.color.primary};
  }
`;

/** A block-sized loading state (screen or section) with visible text. */
export function Loading({ label }: LoadingProps) {
  const labelId = useId();
  return (
    <Block role="status" aria-labelledby={labelId}>
      <SpinnerGlyph $size="32px" />
      <span id={labelId}>{label}</span>
    </Block>
  );
}
