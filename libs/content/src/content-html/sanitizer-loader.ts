import { sharedUntilFailed } from '@wl/api-client';
import type { ContentHeadingLevel } from './heading-levels';

export type Sanitize = (html: string, headingsFrom: ContentHeadingLevel) => string;

let loaded: Sanitize | undefined;

/** DOMPurify arrives with the first piece of server HTML shown, as its own chunk; a failed file is asked again. */
export const loadSanitizer: () => Promise<Sanitize> = sharedUntilFailed(() =>
  import('./sanitize').then((m) => {
    loaded = m.sanitizeHtml;
    return m.sanitizeHtml;
  }),
);

/**
 * The sanitiser once its file is in (a page asked it before the first render: decision 0095), else undefined: a
 * screen then draws its server HTML in its first render instead of after another turn.
 */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}
