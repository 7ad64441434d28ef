import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'HOT', label: 'Hot' },
  { id: 'LIVE', label: 'Live' },
  { id: 'RNG', label: 'Slots', disabled: true },
  { id: 'FISH', label: 'Fish' },
];

function Harness({ activation, scrollDelayMs }: { activation?: 'automatic' | 'manual'; scrollDelayMs?: number }) {
  const [value, setValue] = useState('HOT');
  return (
    <Tabs
      items={items}
      value={value}
      onChange={setValue}
      aria-label="Game categories"
      activation={activation}
      scrollDelayMs={scrollDelayMs}
    >
      <p>Panel of {value}</p>
    </Tabs>
  );
}

const selectedName = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs', () => {
  it('exposes tablist, tabs and a panel labelled by the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(screen.getByRole('tabpanel', { name: 'Hot' }).textContent).toBe('Panel of HOT');
  });

  it('gives only the selected tab a tab stop', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it.each([
    [['ArrowRight'], 'Live'],
    [['ArrowRight', 'ArrowRight'], 'Fish'],
    [['ArrowLeft'], 'Fish'],
    [['End'], 'Fish'],
    [['End', 'Home'], 'Hot'],
    [['ArrowRight', 'ArrowRight', 'ArrowRight'], 'Hot'],
  ])('automatic activation: keys %j select %s (disabled Slots skipped)', (keys, expected) => {
    render(<Harness />);
    screen.getByRole('tab', { name: 'Hot' }).focus();
    for (const key of keys) fireEvent.keyDown(document.activeElement as Element, { key });
    expect(selectedName()).toBe(expected);
    expect(document.activeElement?.textContent).toBe(expected);
  });

  it('manual activation: arrows move focus only, a press selects', () => {
    render(<Harness activation="manual" />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Hot' }), { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Live');
    expect(selectedName()).toBe('Hot');
    fireEvent.click(document.activeElement as Element);
    expect(selectedName()).toBe('Live');
  });

  it('scrolls the selected tab into view after scrollDelayMs', () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<Harness scrollDelayMs={250} />);
      scrollIntoView.mockClear();
      fireEvent.click(screen.getByRole('tab', { name: 'Fish' }));
      act(() => {
        vi.advanceTimersByTime(249);
      });
      expect(scrollIntoView).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('tab', { name: 'Fish' }));
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
      vi.useRealTimers();
    }
  });
});
