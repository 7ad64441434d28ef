import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { VisuallyHidden } from '../internal/visually-hidden';
import { formatBadgeCount } from './badge-count';

export interface BadgeProps {
  /** Number to show; 0 or less hides the badge, above 99 shows "99+". */
  count?: number;
  /** Show a dot instead of a number (when there is something, but no count). */
  dot?: boolean;
  /** Words for assistive technology, e.g. "5 unread"; the visible count is then hidden from it. */
  label?: string;
  /** The element the badge sits on (icon, tab label); without it the badge stands inline. */
  children?: ReactNode;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Pill = styled.span<{ $attached: boolean; $dot: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ $dot }) => ($dot ? '8px' : '18px')};
  height: ${({ $dot }) => ($dot ? '8px' : '18px')};
  padding: ${({ $dot }) => ($dot ? '0' : '0 5px')};
  border-radius: 9px;
  /* The danger colour is chosen to read on the page background, so the background reads on it too. */
  background: var(--wl-badge-bg, ${tokens.color.danger});
  color: var(--wl-badge-fg, ${tokens.color.bg});
  font-size: 0.6875rem;
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  ${({ $attached }) => ($attached ? 'position: absolute; top: 0; right: 0; transform: translate(50%, -50%);' : '')}
`;

/** A count bubble (unread messages, unclaimed promotions). */
export function Badge({ count = 0, dot = false, label, children }: BadgeProps) {
  const text = formatBadgeCount(count);
  const visible = dot || text !== null;
  const attached = children !== undefined;
  const pill = visible ? (
    <>
      <Pill $attached={attached} $dot={dot} aria-hidden={label ? true : undefined} data-testid="badge">
        {dot ? null : text}
      </Pill>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  ) : null;

  if (!attached) return pill;
  return (
    <Anchor>
      {children}
      {pill}
    </Anchor>
  );
}
