import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

const Row = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Ball = styled.li<{ $small: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ $small }) => ($small ? '24px' : '30px')};
  height: ${({ $small }) => ($small ? '24px' : '30px')};
  padding: 0 4px;
  border-radius: 999px;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-size: ${({ $small }) => ($small ? '0.75rem' : '0.9375rem')};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export interface BallsProps {
  numbers: readonly string[];
  /** Accessible name of the row, e.g. "Numbers drawn: 1, 4, 6". */
  label: string;
  small?: boolean;
}

/** A draw's numbers as balls. */
export function Balls({ numbers, label, small = false }: BallsProps) {
  return (
    <Row aria-label={label}>
      {numbers.map((n, i) => (
        <Ball key={`${i}-${n}`} $small={small}>
          {n}
        </Ball>
      ))}
    </Row>
  );
}
