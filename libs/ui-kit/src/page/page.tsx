import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export type PageGap = 'none' | 'sm' | 'md' | 'lg';
export type PageInset = 'none' | 'sm' | 'md';

export interface PageProps extends ComponentPropsWithRef<'section'> {
  /** The element: `section` (default, name it with aria-labelledby), `main` for a screen without the site layout, or `div`. */
  as?: 'section' | 'main' | 'div';
  /** Space between the blocks of the screen: none, 12px, 16px (default) or 24px. */
  gap?: PageGap;
  /** Space around the content: none, 12px (default) or 16px at the sides; the bottom gets 24px so the last block clears the edge. */
  inset?: PageInset;
  /** Fills the viewport with the page background, for screens shown without the site layout (own header bar). */
  fill?: boolean;
  children?: ReactNode;
}

const gaps: Record<PageGap, string> = { none: '0', sm: '12px', md: '16px', lg: '24px' };
const insets: Record<PageInset, string> = { none: '0', sm: '12px', md: '16px' };

const Frame = styled.section<{ $gap: PageGap; $inset: PageInset; $fill: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => gaps[$gap]};
  min-width: 0;
  padding: ${({ $inset }) => insets[$inset]};
  padding-bottom: ${({ $inset }) => ($inset === 'none' ? '0' : '24px')};
  color: ${tokens.color.text};

  ${({ $fill }) =>
    $fill
      ? `
    min-height: 100vh;
    min-height: 100dvh;
    background: ${tokens.color.bg};
  `
      : ''}
`;

/** The content frame of a screen: its blocks (cards, forms, lists) in one column with even spacing. */
export function Page({ as = 'section', gap = 'md', inset = 'sm', fill = false, children, ...rest }: PageProps) {
  return (
    <Frame {...rest} as={as} $gap={gap} $inset={inset} $fill={fill}>
      {children}
    </Frame>
  );
}
