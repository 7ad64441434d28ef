import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: 0.9375rem;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${tokens.color.primary};
    outline-offset: 2px;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-size: 1.125rem;
`;

const RowButton = styled(Row).attrs({ as: 'button' })`
  width: 100%;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface ExternalLinkRowProps {
  /** Already checked with `safeExternalUrl`. */
  href: string;
  icon: ReactNode;
  children: ReactNode;
  onClick?: () => void;
}

/** A link to an outside service, opened in a new tab without access to this page. */
export function ExternalLinkRow({ href, icon, children, onClick }: ExternalLinkRowProps) {
  return (
    <Row href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      <Icon>{icon}</Icon>
      <Label>{children}</Label>
    </Row>
  );
}

export interface ActionRowProps {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  busy?: boolean;
  /** Shown after the label, at the row's end (e.g. an unread dot). */
  trailing?: ReactNode;
}

/** A row that acts inside the site (e.g. opens the live chat), styled like the link rows. */
export function ActionRow({ icon, children, onClick, busy, trailing }: ActionRowProps) {
  return (
    <RowButton type="button" aria-busy={busy || undefined} onClick={onClick}>
      <Icon>{icon}</Icon>
      <Label>{children}</Label>
      {trailing}
    </RowButton>
  );
}
