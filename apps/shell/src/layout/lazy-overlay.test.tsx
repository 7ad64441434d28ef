import { act, render, screen } from '@testing-library/react';
import { lazyOverlay } from './lazy-overlay';

function Panel({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Panel" /> : null;
}

describe('lazyOverlay', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, boolean[], number]>([
    ['never opened: code never loaded', [false, false], 0],
    ['opened once: loaded once', [false, true], 1],
    ['opened, closed, opened: loaded once', [true, false, true], 1],
  ])('%s', async (_name, openings, loads) => {
    const load = vi.fn(async () => Panel);
    const Lazy = lazyOverlay(load);
    const view = render(<Lazy open={openings[0] ?? false} />);
    for (const open of openings.slice(1)) {
      await act(async () => view.rerender(<Lazy open={open} />));
    }
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(loads);
    expect(screen.queryByRole('dialog') !== null).toBe(openings.at(-1) === true);
  });

  it('a new mount of an opened overlay shows it without loading its code again', async () => {
    const load = vi.fn(async () => Panel);
    const Lazy = lazyOverlay(load);
    const first = render(<Lazy open />);
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeTruthy();
    first.unmount();
    render(<Lazy open />);
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when its chunk fails, and loads again on the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return Panel;
    });
    const Lazy = lazyOverlay(load);
    const view = render(<Lazy open />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => view.rerender(<Lazy open={false} />));
    await act(async () => view.rerender(<Lazy open />));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
