import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { SectionTitle, type SectionTitleLevel } from '../section-title/section-title';

export type CardPadding = 'sm' | 'md';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The element: `section` when titled (default then), `div` (default otherwise), `article` or `li` (inside a list). */
  as?: 'section' | 'div' | 'article' | 'li';
  /** Heading shown first; the card becomes a region named by it. */
  title?: ReactNode;
  /** Level of the title heading (default 2). */
  titleLevel?: SectionTitleLevel;
  /** Inner space: 12px or 16px (default). */
  padding?: CardPadding;
  /** A border around the card, for cards on the surface colour or in dense lists. */
  outlined?: boolean;
  children?: ReactNode;
}

const paddings: Record<CardPadding, string> = { sm: '12px', md: '16px' };

const Box = styled.section<{ $padding: CardPadding; $outlined: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  margin: 0;
  padding: ${({ $padding }) => paddings[$padding]};
  border: 1px solid ${({ $outlined }) => ($outlined ? tokens.color.border : 'transparent')};
  border-radius: var(--wl-card-radius, ${tokens.radius});
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  list-style: none;
`;

/** A surface block of a screen (a form, a summary, a record), optionally titled. */
export function Card({
  as,
  title,
  titleLevel = 2,
  padding = 'md',
  outlined = false,
  id,
  'aria-labelledby': labelledBy,
  children,
  ...rest
}: CardProps) {
  const autoId = useId();
  const titleId = `${id ?? autoId}-title`;
  const titled = title !== undefined && title !== null;
  return (
    <Box
      {...rest}
      id={id}
      as={as ?? (titled ? 'section' : 'div')}
      aria-labelledby={labelledBy ?? (titled ? titleId : undefined)}
      $padding={padding}
      $outlined={outlined}
    >
      {titled ? (
        <SectionTitle id={titleId} level={titleLevel}>
          {title}
        </SectionTitle>
      ) : null}
      {children}
    </Box>
  );
}
