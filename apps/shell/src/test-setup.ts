import { configure } from '@testing-library/react';
import { useSessionStore } from '@wl/session';

// Lazy screens are transformed on their first import: on a busy shared machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });

// Test set-up of the shell: a clean storage and no session for every test; jsdom has no scrolling.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ info: undefined, trialName: undefined, heldPassword: undefined });
});
window.scrollTo = () => undefined;
