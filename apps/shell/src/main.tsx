import { showFatal } from './app/fatal';
import { installImportAgain } from './app/import-again';
import { nextTask } from './app/next-task';
import { captureInstallPrompt } from './pwa/install-prompt';

/**
 * The start in stages (decisions 0070, 0073): this entry (with the libraries) is evaluated in one task; the first
 * data's module with the session and the calls' contract it needs (whose schemas are built as they evaluate) in
 * the next; the rest of the app's own modules in a third, instead of one long task. The entry's dynamic imports are
 * its start stages: the build's checks and the brand assembler count and announce them with the first render, so
 * import nothing else dynamically here.
 */
async function boot(root: HTMLElement): Promise<void> {
  await nextTask();
  await import('./app/first-data');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(root);
}

// Before the first dynamic import: every one of the build goes through it (decision 0091).
installImportAgain();
// The browser's install offer can come before the first screen: keep it for the install button.
captureInstallPrompt(window);
const root = document.getElementById('root');
if (root) boot(root).catch((error: unknown) => showFatal(root, error));
