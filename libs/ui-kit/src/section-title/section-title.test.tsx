import { render, screen } from '@testing-library/react';
import { SectionTitle } from './section-title';

describe('SectionTitle', () => {
  it.each([1, 2, 3, 4] as const)('renders a level %i heading', (level) => {
    render(<SectionTitle level={level}>Bank cards</SectionTitle>);
    expect(screen.getByRole('heading', { level, name: 'Bank cards' })).toBeTruthy();
  });

  it('is a level 2 heading by default and passes the id on', () => {
    render(<SectionTitle id="cards-title">Bank cards</SectionTitle>);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.id).toBe('cards-title');
  });
});
