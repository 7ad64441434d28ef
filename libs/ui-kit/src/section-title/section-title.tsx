import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export type SectionTitleLevel = 1 | 2 | 3 | 4;
export type SectionTitleSize = 'sm' | 'md' | 'lg';

export interface SectionTitleProps extends ComponentPropsWithRef<'h2'> {
  /** Heading level in the document outline (default 2); the look comes from `size`. */
  level?: SectionTitleLevel;
  /** 0.9375rem, 1rem (default) or 1.25rem (a screen's own title). */
  size?: SectionTitleSize;
  children: ReactNode;
}

const sizes: Record<SectionTitleSize, string> = { sm: '0.9375rem', md: '1rem', lg: '1.25rem' };

const Heading = styled.h2<{ $size: SectionTitleSize }>`
  margin: 0;
  color: ${tokens.color.text};
  font-size: ${({ $size }) => sizes[$size]};
  font-weight: 600;
  line-height: 1.3;
`;

/** The heading of a card, a section or a screen. Give it an id to name the surrounding region. */
export function SectionTitle({ level = 2, size = 'md', children, ...rest }: SectionTitleProps) {
  return (
    <Heading {...rest} as={`h${level}`} $size={size}>
      {children}
    </Heading>
  );
}
