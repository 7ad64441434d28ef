import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/**
 * What the agent screens need beyond the ui-kit page layer: the list that holds record cards
 * (`<Card as="li" padding="sm" outlined>`), a record's head line and its tag, a muted note, a row of equal actions.
 */

/** A list of records, one card each. */
export const RecordList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A record's first line: its name on the left, a tag or a link on the right. */
export const RecordHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
`;

/** A record's kind or status, as a small outlined pill. */
export const Tag = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border: 1px solid ${tokens.color.border};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 400;
  color: ${tokens.color.textMuted};
`;

/** A secondary line: a rule, a hint, who and when. */
export const Muted = styled.span`
  color: ${tokens.color.textMuted};
  font-size: 0.8125rem;
`;

/** Buttons side by side, each as wide as the others. */
export const Actions = styled.div`
  display: flex;
  gap: 12px;
  & > * {
    flex: 1;
  }
`;
