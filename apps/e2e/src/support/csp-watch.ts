import type { BrowserContext } from '@playwright/test';

/**
 * Collects what the browser reports against a page's Content-Security-Policy in a context: the
 * `securitypolicyviolation` events of every page and frame, and the console errors Chromium prints
 * for them (also for what no event reaches, e.g. a blocked frame). The fixture fails the test on any.
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`console on ${message.location().url}: ${message.text()}`);
    }
  });
  await context.exposeBinding('__wlReportCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __wlReportCspViolation?: (line: string) => void }).__wlReportCspViolation;
      report?.(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}
