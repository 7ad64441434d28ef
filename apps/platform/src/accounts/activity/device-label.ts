/**
 * The device label of a login (docs/decisions/0042-account-activity.md): browser and system names read from
 * the User-Agent, e.g. `Chrome · Android`. Only these fixed names ever reach the label, so nothing the caller
 * typed is echoed back; an agent that names neither gives null (shown as "unknown device").
 */

/** First match wins: the more specific browsers (which also say "Chrome" or "Safari") come first. */
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (agent: string, table: readonly (readonly [RegExp, string])[]): string | undefined =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const agent = userAgent.slice(0, 512);
  const parts = [firstMatch(agent, browsers), firstMatch(agent, systems)].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The client's `Device` header says OTHERS when it runs as an installed web app. */
export function startedInstalled(deviceHeader: string | undefined): boolean {
  return deviceHeader?.toUpperCase() === 'OTHERS';
}
