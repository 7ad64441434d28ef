import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view';

function Watched({ mounted }: { mounted: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box, mounted);
  return mounted ? <div ref={box}>{inView ? 'shown' : 'hidden'}</div> : <p>none yet</p>;
}

describe('useInView', () => {
  /** Stands for the browser's IntersectionObserver: the test says when the element comes into view and leaves it. */
  let seen: ((inView: boolean) => void) | undefined;
  const observed: Element[] = [];
  const disconnect = vi.fn();
  class TestIntersectionObserver {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      seen = (inView) => callback([{ isIntersecting: inView }]);
    }
    observe = (node: Element) => observed.push(node);
    disconnect = disconnect;
  }

  beforeEach(() => vi.stubGlobal('IntersectionObserver', TestIntersectionObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    seen = undefined;
    observed.length = 0;
    disconnect.mockClear();
  });

  it('follows the element into view and out of it, observing it once it is drawn', () => {
    const view = render(<Watched mounted={false} />);
    expect(observed).toHaveLength(0);
    view.rerender(<Watched mounted />);
    expect(observed).toEqual([screen.getByText('hidden')]);
    act(() => seen?.(true));
    expect(screen.getByText('shown')).toBeTruthy();
    act(() => seen?.(false));
    expect(screen.getByText('hidden')).toBeTruthy();
    view.unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it('counts the element as shown where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Watched mounted />);
    expect(screen.getByText('shown')).toBeTruthy();
  });
});
