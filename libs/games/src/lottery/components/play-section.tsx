import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { SectionTitle } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';

const Frame = styled.section<{ $last: boolean }>`
  display: grid;
  gap: 8px;
  padding: 12px 16px ${({ $last }) => ($last ? '24px' : '12px')};
  border-top: 1px solid ${tokens.color.border};
`;

/** The rows of a play-page section (draw results, tickets). */
export const PlayList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface PlaySectionProps {
  title: string;
  /** The last section of the page: more room below it. */
  last?: boolean;
  children: ReactNode;
}

/** A section of the lottery play page below the bet slip, ruled off above: a region named by its heading. */
export function PlaySection({ title, last = false, children }: PlaySectionProps) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId} $last={last}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </Frame>
  );
}
