import { act, render, screen } from '@testing-library/react';
import { lazyPiece } from './lazy-piece';

function Notice({ text }: { text: string }) {
  return <p>{text}</p>;
}

const page = (Piece: ReturnType<typeof lazyPiece<{ text: string }>>, extra: object = {}) => (
  <main>
    <h1>Page</h1>
    <Piece text="Loaded piece" placeholder={<p>Placeholder</p>} {...extra} />
  </main>
);

describe('lazyPiece', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the placeholder while the file loads, then the piece with its props', async () => {
    let done!: (module: { default: typeof Notice }) => void;
    const Piece = lazyPiece(() => new Promise<{ default: typeof Notice }>((resolve) => (done = resolve)));
    render(page(Piece));
    expect(await screen.findByText('Placeholder')).toBeTruthy();
    await act(async () => done({ default: Notice }));
    expect(screen.getByText('Loaded piece')).toBeTruthy();
    expect(screen.queryByText('Placeholder')).toBeNull();
  });

  it('a failed file leaves the placeholder in its place and the rest of the page as it was', async () => {
    const Piece = lazyPiece<{ text: string }>(() => Promise.reject(new Error('chunk failed')));
    render(page(Piece));
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.getByText('Placeholder')).toBeTruthy();
    expect(screen.queryByText('Loaded piece')).toBeNull();
  });

  it('with a `retryLabel`, a failed file gives way to a button that imports it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Notice }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Notice });
    const Piece = lazyPiece(load);
    render(page(Piece, { retryLabel: 'Failed to load, click to retry' }));
    const retry = await screen.findByRole('button', { name: 'Failed to load, click to retry' });
    expect(screen.queryByText('Placeholder')).toBeNull();
    await act(async () => retry.click());
    expect(await screen.findByText('Loaded piece')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('once loaded, a new mount shows the piece at once, without importing again', async () => {
    const load = vi.fn(async () => ({ default: Notice }));
    const Piece = lazyPiece(load);
    const view = render(page(Piece));
    expect(await screen.findByText('Loaded piece')).toBeTruthy();
    view.unmount();
    render(page(Piece));
    expect(screen.getByText('Loaded piece')).toBeTruthy();
    expect(screen.queryByText('Placeholder')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a new mount imports again after a failure (leaving the page and coming back)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Notice }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Notice });
    const Piece = lazyPiece(load);
    const view = render(page(Piece));
    await act(async () => undefined);
    expect(screen.getByText('Placeholder')).toBeTruthy();
    view.unmount();
    render(page(Piece));
    expect(await screen.findByText('Loaded piece')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failure that comes after the page was left still lets the next mount import again', async () => {
    let fail!: (error: Error) => void;
    const load = vi
      .fn<() => Promise<{ default: typeof Notice }>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue({ default: Notice });
    const Piece = lazyPiece(load);
    const view = render(page(Piece));
    expect(screen.getByText('Placeholder')).toBeTruthy();
    view.unmount();
    await act(async () => fail(new Error('chunk failed')));
    render(page(Piece));
    expect(await screen.findByText('Loaded piece')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
