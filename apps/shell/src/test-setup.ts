import { configure } from '@testing-library/react';
import { useSessionStore } from '@wl/session';

// Screens and overlays are lazy chunks (home loads the game lobby too): on a busy machine their first
// import in a test file can take more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Test set-up of the shell: a clean storage and no session for every test; jsdom has no scrolling.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ info: undefined, trialName: undefined, heldPassword: undefined });
});
window.scrollTo = () => undefined;
