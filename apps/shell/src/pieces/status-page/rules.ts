import type { ContactLink, ServiceLink } from '../customer-service-modal/rules';

/**
 * The contact link of the maintenance and Access Denied pages (visitor-session-games §2 "System
 * status pages"): the first customer-service entry, otherwise the brand's messaging links. Pure.
 */
const fallbackOrder: readonly ContactLink['kind'][] = ['messagingService', 'messagingApp', 'line', 'socialNetwork'];

export function contactLink(serviceLinks: readonly ServiceLink[], contactLinks: readonly ContactLink[]): string | null {
  const first = serviceLinks[0];
  if (first) return first.url;
  for (const kind of fallbackOrder) {
    const link = contactLinks.find((c) => c.kind === kind);
    if (link) return link.url;
  }
  return null;
}
