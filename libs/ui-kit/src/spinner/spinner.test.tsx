import { render, screen } from '@testing-library/react';
import { Loading, Spinner } from './spinner';

describe('Spinner and Loading', () => {
  it.each([
    ['Spinner', <Spinner key="s" label="Loading" />],
    ['Loading', <Loading key="l" label="Loading" />],
  ])('%s is a status named "Loading"', (_name, element) => {
    render(element);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
