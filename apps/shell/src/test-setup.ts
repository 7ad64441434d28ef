import { useSessionStore } from '@wl/session';

// Test set-up of the shell: a clean storage and no session for every test; jsdom has no scrolling.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ info: undefined, trialName: undefined, heldPassword: undefined });
});
window.scrollTo = () => undefined;
