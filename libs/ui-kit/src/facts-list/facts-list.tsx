import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';

export interface Fact {
  /** Stable key when rows come and go (the index otherwise). */
  id?: string;
  label: ReactNode;
  value: ReactNode;
}

export type FactsLayout = 'rows' | 'tiles';

export interface FactsListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /** The rows; `false`, `null` and `undefined` entries are skipped, so rows can be conditional inline. */
  items: readonly (Fact | false | null | undefined)[];
  /** `rows` (default): label left, value right, one per line; `tiles`: label over a bold value, two per line. */
  layout?: FactsLayout;
}

const layouts: Record<FactsLayout, ReturnType<typeof css>> = {
  rows: css`
    display: flex;
    flex-direction: column;
    gap: 6px;

    & > div {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: 12px;
    }
    & dt {
      flex: none;
      max-width: 50%;
    }
    & dd {
      text-align: end;
    }
  `,
  tiles: css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px 12px;

    & > div {
      display: flex;
      flex-direction: column;
      gap: 2px;
    }
    & dt {
      font-size: 0.75rem;
    }
    & dd {
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    }
  `,
};

const List = styled.dl<{ $layout: FactsLayout }>`
  margin: 0;
  font-size: 0.875rem;

  & > div {
    min-width: 0;
  }
  & dt {
    color: ${tokens.color.textMuted};
  }
  & dd {
    min-width: 0;
    margin: 0;
    color: ${tokens.color.text};
    overflow-wrap: anywhere;
  }
  ${({ $layout }) => layouts[$layout]}
`;

/** Label / value pairs as a description list, e.g. an order's details or a report's figures. */
export function FactsList({ items, layout = 'rows', ...rest }: FactsListProps) {
  const facts = items.filter((item): item is Fact => Boolean(item));
  return (
    <List {...rest} $layout={layout}>
      {facts.map((fact, index) => (
        <div key={fact.id ?? index}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </List>
  );
}
