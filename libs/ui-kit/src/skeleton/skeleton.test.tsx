import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonText } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(<Skeleton width="48px" circle />);
    expect(screen.getByTestId('skeleton').getAttribute('aria-hidden')).toBe('true');
  });

  it.each([1, 3, 5])('SkeletonText renders %i lines', (lines) => {
    render(<SkeletonText lines={lines} />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(lines);
  });
});
