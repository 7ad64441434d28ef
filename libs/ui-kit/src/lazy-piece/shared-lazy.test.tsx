import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { sharedLazy } from './shared-lazy';

function Part() {
  return <p>Part</p>;
}

class Caught extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

/** Renders a lazy component until it shows or fails. */
async function show(Lazy: ReturnType<ReturnType<typeof sharedLazy>['current']>) {
  const view = render(
    <Caught>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>
    </Caught>,
  );
  await act(async () => undefined);
  return view;
}

describe('sharedLazy', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('gives every caller the same component, which imports once', async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const parts = sharedLazy(load);
    expect(parts.current()).toBe(parts.current());
    expect(load).not.toHaveBeenCalled();
    (await show(parts.current())).unmount();
    await show(parts.current());
    expect(screen.getByText('Part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replaces a component whose import failed once a shown part held it: the next caller imports again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('file failed')).mockResolvedValue({ default: Part });
    const parts = sharedLazy(load);
    const failed = parts.current();
    (await show(failed)).unmount();
    expect(load).toHaveBeenCalledTimes(1);
    parts.held(failed);
    const next = parts.current();
    expect(next).not.toBe(failed);
    await show(next);
    expect(screen.getByText('Part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed component that no shown part held: renders React throws away do not import again', async () => {
    const load = vi.fn().mockRejectedValue(new Error('file failed'));
    const parts = sharedLazy(load);
    const failed = parts.current();
    // Rendered and failed, as a render React then throws away: nothing was shown with it.
    (await show(failed)).unmount();
    const again = parts.current();
    expect(again).toBe(failed);
    await show(again);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // A component no longer shared is not held in its place.
    parts.held(parts.fresh());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a retry makes a new component that the next callers share', async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const parts = sharedLazy(load);
    const first = parts.current();
    const retried = parts.fresh();
    expect(retried).not.toBe(first);
    expect(parts.current()).toBe(retried);
  });
});
