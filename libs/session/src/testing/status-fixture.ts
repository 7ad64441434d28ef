import type { SystemStatus } from '@wl/api-client/contract/system-status';

/** A sound status answer for tests. */
export function statusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: '0', dep_func: '0' },
      paths: {},
      register: { usernameEnabled: true, mobileEnabled: false },
      resources: [],
      whitelabel: { CBS3: true },
      mainDomain: 'example.test',
      imageCDNs: ['/cdn'],
    },
    location: { ip: '203.0.113.7' },
    maintenance: false,
    regionRestriction: false,
    ...overrides,
  };
}
