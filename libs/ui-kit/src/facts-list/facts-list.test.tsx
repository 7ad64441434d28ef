import { render, screen } from '@testing-library/react';
import { FactsList } from './facts-list';

describe('FactsList', () => {
  it('pairs each label with its value in a description list, skipping empty entries', () => {
    const showFee = false;
    const { container } = render(
      <FactsList
        items={[
          { label: 'Order no.', value: 'D240101' },
          showFee && { label: 'Fee', value: '0.00' },
          { label: 'Amount', value: <strong>100.00</strong> },
        ]}
      />,
    );
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Order no.', 'Amount']);
    expect(definitions).toEqual(['D240101', '100.00']);
  });
});
