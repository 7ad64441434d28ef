import { revealApp } from './reveal-app';

/** Shown instead of the site when it cannot start (e.g. broken brand data); details go to the console only. */
export function showFatal(root: HTMLElement, error: unknown): void {
  console.error('The site could not start', error);
  // In place of the page's static frame, which would otherwise stay with the app's root hidden under it.
  revealApp();
  const box = document.createElement('p');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:48px 16px;font:16px/1.5 system-ui,sans-serif;text-align:center';
  box.textContent = 'Sorry, the site cannot be shown right now. Please try again later.';
  root.replaceChildren(box);
}
