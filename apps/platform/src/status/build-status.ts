import type { SystemStatus } from '@wl/api-client/contract/system-status';
import type { MerchantStatusRow } from '../merchants/merchant-status-row';

/** The `/wps/system/status` answer for a merchant and the caller's IP. */
export function buildSystemStatus(row: MerchantStatusRow, ip: string): SystemStatus {
  return {
    info: {
      customerService: row.customer_service,
      domainRoute: [],
      mobileTemplate: row.mobile_template,
      paths: {},
      register: {
        usernameEnabled: row.whitelabel['USERNAMEREG3'] ?? false,
        mobileEnabled: row.whitelabel['MOBILENUMREG3'] ?? false,
      },
      resources: row.resources,
      whitelabel: row.whitelabel,
      mainDomain: row.main_domain,
      imageCDNs: row.image_cdns,
    },
    location: { ip },
    maintenance: row.maintenance,
    regionRestriction: row.region_restriction,
  };
}
