import type { DownloadLink } from '@wl/api-client/contract/system-status';

type ResourceType = DownloadLink['resourceType'];

const hostTypes: [RegExp, ResourceType][] = [
  [/(^|\.)(t\.me|telegram\.me|telegram\.org)$/, 'TELEGRAM'],
  [/(^|\.)(wa\.me|whatsapp\.com)$/, 'WHATSAPP'],
  [/(^|\.)(facebook\.com|fb\.me|m\.me)$/, 'FACEBOOK'],
  [/(^|\.)(line\.me)$/, 'LINE'],
];

/** The download-link resource type of a messaging or social link, from its host; null when none fits. */
export function linkResourceType(url: string): ResourceType | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return hostTypes.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}
