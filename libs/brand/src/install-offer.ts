/**
 * Where a brand page's start script keeps the browser's install offer (`beforeinstallprompt`) that came before the
 * app started: the app takes it from `window[earlyInstallOffer]` (the event fires once per page load, on the
 * browser's own schedule, possibly while the page still shows its static frame).
 */
export const earlyInstallOffer = 'wlInstallOffer';
