import { staticFrameId } from '@wl/brand/schema';

/**
 * Removes the page's static first paint (`#wl-frame`, written by the brand assembler), which shows the app's root
 * it kept hidden. Nothing to do once removed, or on a page without one.
 */
export function revealApp(doc: Pick<Document, 'getElementById'> = document): void {
  doc.getElementById(staticFrameId)?.remove();
}
