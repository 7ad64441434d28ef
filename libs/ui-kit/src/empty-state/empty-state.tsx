import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface EmptyStateProps {
  /** Illustration or icon (decorative). */
  icon?: ReactNode;
  /** The message, e.g. "No data". */
  text: ReactNode;
  /** Optional follow-up, e.g. a button to reload or browse elsewhere. */
  action?: ReactNode;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 24px;
  text-align: center;
  color: ${tokens.color.textMuted};
`;

const Icon = styled.div`
  font-size: 3rem;
  line-height: 1;
  color: ${tokens.color.border};

  & > svg,
  & > img {
    width: 96px;
    height: 96px;
  }
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;

/** What a list shows when it has nothing to show. */
export function EmptyState({ icon, text, action }: EmptyStateProps) {
  return (
    <Wrap>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Text>{text}</Text>
      {action ?? null}
    </Wrap>
  );
}
