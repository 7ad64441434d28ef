import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';

/** A small table of figures: full width, ruled rows, the first column at the start and the rest at the end. */
export const FiguresTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;

  & th,
  & td {
    padding: 6px 4px;
    border-bottom: 1px solid ${tokens.color.border};
    text-align: end;
  }
  & th:first-child,
  & td:first-child {
    text-align: start;
  }
`;

/** The table's head: one column header per title, in order. */
export function ColumnHeads({ titles }: { titles: readonly string[] }) {
  return (
    <thead>
      <tr>
        {titles.map((title, index) => (
          // The columns are fixed: their place is their identity.
          <th key={index} scope="col">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
