import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useFirstScreenStore } from '../routes/first-screen';
import { PageTransition } from './page-transition';

function Shell() {
  return (
    <PageTransition>
      <Link to="/m/help">Help</Link>
      <Outlet />
    </PageTransition>
  );
}

function pageOf(text: string): HTMLElement | null {
  return screen.getByText(text).closest('[data-transition]');
}

function start(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/m/home', element: <p>Home page</p> },
          { path: '/m/help', element: <p>Help page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageTransition', () => {
  beforeEach(() => useFirstScreenStore.setState({ shown: false }));

  it('does not fade the page a visit lands on, even once it is marked as shown', async () => {
    start('/m/home');
    expect(pageOf('Home page')?.dataset.transition).toBe('none');
    await act(async () => useFirstScreenStore.getState().markShown());
    expect(pageOf('Home page')?.dataset.transition).toBe('none');
  });

  it('fades the next page once the first screen was shown', async () => {
    const router = start('/m/home');
    await act(async () => useFirstScreenStore.getState().markShown());
    await act(async () => router.navigate('/m/help'));
    expect(pageOf('Help page')?.dataset.transition).toBe('fade');
  });

  it('does not fade a page reached before any screen was shown (a redirect at the start)', async () => {
    const router = start('/m/home');
    await act(async () => router.navigate('/m/help', { replace: true }));
    expect(pageOf('Help page')?.dataset.transition).toBe('none');
  });
});
