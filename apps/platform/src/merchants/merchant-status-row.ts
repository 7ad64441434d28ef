import { z } from 'zod';
import { CustomerServiceEntry, DownloadLink, MobileTemplate } from '@wl/api-client/contract/system-status';

/** One merchant with what `/wps/system/status` needs, as read from the database. */
export const MerchantStatusRow = z.object({
  code: z.string(),
  brand_id: z.string(),
  is_trial: z.boolean(),
  whitelabel: z.record(z.string(), z.boolean()),
  maintenance: z.boolean(),
  region_restriction: z.boolean(),
  mobile_template: MobileTemplate,
  image_cdns: z.array(z.string()),
  main_domain: z.string(),
  resources: z.array(DownloadLink),
  customer_service: z.array(CustomerServiceEntry),
});
export type MerchantStatusRow = z.infer<typeof MerchantStatusRow>;
