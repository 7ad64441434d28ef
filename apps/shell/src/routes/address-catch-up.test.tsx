import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AddressCatchUp } from './address-catch-up';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe('AddressCatchUp', () => {
  it('moves the router to an address the browser took before the router followed it', async () => {
    render(
      <MemoryRouter initialEntries={['/m/home']}>
        <AddressCatchUp read={() => '/m/live?vendor=PG'} />
        <Where />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('/m/live?vendor=PG')).toBeTruthy());
  });

  it('leaves the router where it is when the addresses agree', async () => {
    const read = vi.fn(() => '/m/home');
    render(
      <MemoryRouter initialEntries={['/m/home']}>
        <AddressCatchUp read={read} />
        <Where />
      </MemoryRouter>,
    );
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(screen.getByText('/m/home')).toBeTruthy();
  });
});
