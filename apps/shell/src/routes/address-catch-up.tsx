import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The address the browser shows, as a router path. */
export type ReadAddress = () => string;

const browserAddress: ReadAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The first render is a transition (main.tsx): it commits when its screen is ready, and the router starts following
 * the address only then. An address changed before that (the back button, a script's `pushState`) is not lost: once
 * mounted, the router moves to the address the browser shows. Place it inside the BrowserRouter.
 */
export function AddressCatchUp({ read = browserAddress }: { read?: ReadAddress }) {
  const location = useLocation();
  const navigate = useNavigate();
  const routed = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    // A passive effect: the router's own listener (a layout effect of the router) is in place by now.
    const shown = read();
    if (shown !== routed) void navigate(shown, { replace: true });
    // Once, at mount: later changes reach the router through its listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
