import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

const ToggleButton = styled.button`
  border: 0;
  background: none;
  color: ${tokens.color.textMuted};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  padding: 4px;
`;

export interface PasswordToggleProps {
  /** The password shows as text (exposed as `aria-pressed`). */
  shown: boolean;
  onToggle: () => void;
  /** Accessible name, when it differs from the visible text. */
  label?: string;
  /** The visible text ("Show" / "Hide"). */
  children: ReactNode;
}

/** The show/hide button at the end of a password field (login, registration, password screens). */
export function PasswordToggle({ shown, onToggle, label, children }: PasswordToggleProps) {
  return (
    <ToggleButton type="button" aria-pressed={shown} aria-label={label} onClick={onToggle}>
      {children}
    </ToggleButton>
  );
}
