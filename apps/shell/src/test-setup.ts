// Test set-up of the shell: a clean storage for every test; jsdom has no scrolling.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
window.scrollTo = () => undefined;
