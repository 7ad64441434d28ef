import { encodeServicePath } from '@wl/api-client/contract/service-path';
import type { CustomerServiceEntry, DownloadLink, SystemStatus } from '@wl/api-client/contract/system-status';

/** A sound status answer for the pieces' tests; pass the parts a test is about. */
export function status(
  info: Partial<SystemStatus['info']> = {},
  rest: Partial<Omit<SystemStatus, 'info'>> = {},
): SystemStatus {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: '0', dep_func: '0' },
      paths: {},
      register: { usernameEnabled: true, mobileEnabled: false },
      resources: [],
      whitelabel: {},
      mainDomain: 'example.test',
      imageCDNs: ['/cdn'],
      ...info,
    },
    location: { ip: '203.0.113.7' },
    maintenance: false,
    regionRestriction: false,
    ...rest,
  };
}

/** A customer-service entry whose path is encoded the way the platform sends it. */
export function serviceEntry(
  csType: CustomerServiceEntry['csType'],
  csPosition: number,
  url: string,
  title = '',
): CustomerServiceEntry {
  return { csType, csPosition, title, path: encodeServicePath(url, 'Zx9Yw8Vu') };
}

export function resource(resourceType: DownloadLink['resourceType'], url: string): DownloadLink {
  return { resourceType, url, labelNameEn: '' };
}
