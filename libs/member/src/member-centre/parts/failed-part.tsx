import styled from 'styled-components';
import { Button } from '@wl/ui-kit';

export const FailedRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const FailedText = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
`;

export interface RetryPartButtonProps {
  /** Visible text ("Try again"); the accessible name `label` names the part and starts with it. */
  text: string;
  label: string;
  /** True while the part loads again. */
  busy: boolean;
  onRetry: () => void;
}

/** The retry of one part of a screen that could not load (never a mask or an endless skeleton instead). */
export function RetryPartButton({ text, label, busy, onRetry }: RetryPartButtonProps) {
  return (
    <Button variant="secondary" size="sm" aria-label={label} loading={busy} onClick={onRetry}>
      {text}
    </Button>
  );
}
