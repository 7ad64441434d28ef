import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('with a title is a region named by a heading of the chosen level', () => {
    render(
      <Card title="Team summary" titleLevel={3}>
        <p>Figures</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Team summary' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Team summary' })).toBeTruthy();
  });

  it('without a title is a plain block, or the element asked for', () => {
    const { container, rerender } = render(<Card>Body</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('region')).toBeNull();
    rerender(
      <ul>
        <Card as="li">Ticket</Card>
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Ticket');
  });

  it('keeps a name given by the caller', () => {
    render(
      <Card title="Shown" aria-labelledby="other">
        <span id="other">Other</span>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Other' })).toBeTruthy();
  });
});
