import { decodeServicePath } from '@wl/api-client/contract/service-path';
import type { CustomerServiceEntry, DownloadLink } from '@wl/api-client/contract/system-status';
import type { BrandConfig } from '@wl/brand';
import { safeExternalUrl } from '../safe-external-url';

/**
 * Customer-service rules (visitor-session-games §2 "Other shell pieces", §3 customer service entry;
 * member-agent-platform §2 message-centre service menu). Pure: no React, no I/O.
 */

export type ServiceType = CustomerServiceEntry['csType'];

/** A customer-service entry ready to show: decoded, checked, in csPosition order. */
export interface ServiceLink {
  key: string;
  type: ServiceType;
  /** The entry's own title; may be empty (the view then names it after its type). */
  title: string;
  url: string;
}

/**
 * Entries sorted by csPosition (ties keep the server's order), each path decoded with the
 * last-8-characters key; an entry whose path cannot be decoded, or does not decode to an http(s)
 * URL, is left out.
 */
export function serviceLinks(entries: readonly CustomerServiceEntry[]): ServiceLink[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.csPosition - b.entry.csPosition || a.index - b.index)
    .flatMap(({ entry, index }) => {
      const url = safeExternalUrl(decodeServicePath(entry.path));
      if (!url) return [];
      return [
        { key: `${entry.csType}-${entry.csPosition}-${index}`, type: entry.csType, title: entry.title.trim(), url },
      ];
    });
}

export interface ServiceGroup {
  type: ServiceType;
  links: ServiceLink[];
}

/** Groups by csType; groups come in the order their first entry appears (entries already sorted). */
export function groupServiceLinks(links: readonly ServiceLink[]): ServiceGroup[] {
  const groups = new Map<ServiceType, ServiceLink[]>();
  for (const link of links) {
    const group = groups.get(link.type);
    if (group) group.push(link);
    else groups.set(link.type, [link]);
  }
  return [...groups].map(([type, grouped]) => ({ type, links: grouped }));
}

/** Messaging, social and Line links beside the service list, each shown only when configured. */
export type ContactKind = 'messagingService' | 'messagingApp' | 'socialNetwork' | 'line';

export interface ContactLink {
  kind: ContactKind;
  url: string;
}

export type BrandLinks = BrandConfig['links'];

/** Platform resources (status → info.resources) that configure a contact link. */
const contactResource: Readonly<Record<ContactKind, DownloadLink['resourceType'] | null>> = {
  messagingService: null,
  messagingApp: 'TELEGRAM',
  socialNetwork: 'FACEBOOK',
  line: 'LINE',
};

const contactOrder: readonly ContactKind[] = ['messagingService', 'messagingApp', 'socialNetwork', 'line'];

/**
 * The platform's resource of the matching type wins (it is the operator's live setting); the
 * brand's link is the fallback. A link that is not a safe http(s) URL counts as not configured.
 */
export function contactLinks(resources: readonly DownloadLink[], links: BrandLinks): ContactLink[] {
  return contactOrder.flatMap((kind) => {
    const type = contactResource[kind];
    const fromStatus = type ? resources.find((r) => r.resourceType === type && safeExternalUrl(r.url)) : undefined;
    const url = safeExternalUrl(fromStatus?.url) ?? safeExternalUrl(links[kind]);
    return url ? [{ kind, url }] : [];
  });
}
