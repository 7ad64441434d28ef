import { render, screen } from '@testing-library/react';
import { Page } from './page';

describe('Page', () => {
  it('is a section named by its heading by default, holding the blocks', () => {
    render(
      <Page aria-labelledby="t">
        <h1 id="t">Deposit</h1>
        <p>Block</p>
      </Page>,
    );
    const region = screen.getByRole('region', { name: 'Deposit' });
    expect(region.tagName).toBe('SECTION');
    expect(region.textContent).toContain('Block');
  });

  it.each([
    ['main', 'MAIN'],
    ['div', 'DIV'],
  ] as const)('renders as %s', (as, tag) => {
    const { container } = render(<Page as={as}>x</Page>);
    expect(container.firstElementChild?.tagName).toBe(tag);
  });
});
