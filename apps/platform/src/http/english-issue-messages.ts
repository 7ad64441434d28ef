import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Issue texts in English (zod/mini ships without messages; `en()` makes them the same as classic zod's) for what
 * the platform shows people: its field problems, configuration errors and answer checks. Process-wide; made by
 * `loadConfig` and `buildApp`, any number of times. (The brand schema makes the same setting for its problem lines.)
 *
 * The shared contract no longer makes it: the browser would load about 1.3 KB gzip of English texts with its first
 * render for nothing, since its answer checks name each issue's code and path (create-api-client.ts).
 */
export function setEnglishIssueMessages(): void {
  z.config(en());
}
