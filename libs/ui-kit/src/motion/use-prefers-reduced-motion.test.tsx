import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'less motion' : 'motion'}</p>;
}

describe('usePrefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [true, 'less motion'],
    [false, 'motion'],
  ])('reads the setting (reduce: %s)', (reduce, text) => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })),
    );
    render(<Motion />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
