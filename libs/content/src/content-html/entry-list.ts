import styled from 'styled-components';
import { plainButton } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';

/** The announcement and inbox lists: bordered entries, each a full-width toggle that opens its content below. */
export const EntryList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EntryItem = styled.li`
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
`;

/** The entry's row: unread dot, title and date; `aria-expanded` tells whether its content is open. */
export const EntryToggle = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  ${plainButton}
`;

/** The unread mark; give it `role="img"` and the unread text as its name. */
export const UnreadDot = styled.span`
  width: 8px;
  height: 8px;
  flex: none;
  border-radius: 50%;
  background: ${tokens.color.danger};
`;
