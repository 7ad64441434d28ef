import { z } from 'zod/mini';
import { okEnvelope } from './envelope';

export const CustomerServiceEntry = z.object({
  csType: z.enum(['LIVECHAT', 'TELEGRAM']),
  csPosition: z.number().check(z.int()),
  title: z.string(),
  /** Encrypted path; decode with `decodeServicePath`. */
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

export const resourceTypes = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'TASK',
  'SpeedTest',
  'AppDownloadIcon',
  'FACEBOOK',
  'TELEGRAM',
  'LINE',
  'WHATSAPP',
] as const;

export const DownloadLink = z.object({
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  labelNameEn: z._default(z.string(), ''),
});
export type DownloadLink = z.infer<typeof DownloadLink>;

export const MobileTemplate = z.object({
  app_background: z._default(z.string(), ''),
  app_desc: z._default(z.string(), ''),
  app_desc_font_color: z._default(z.string(), ''),
  mem_cen: z._default(z.enum(['0', '1']), '0'),
  dep_func: z._default(z.enum(['0', '1']), '0'),
});
export type MobileTemplate = z.infer<typeof MobileTemplate>;

export const SystemStatus = z.object({
  info: z.object({
    customerService: z.array(CustomerServiceEntry),
    domainRoute: z._default(z.array(z.object({ domain: z.string(), route: z.string() })), []),
    mobileTemplate: MobileTemplate,
    paths: z._default(z.record(z.string(), z.string()), {}),
    register: z.object({ usernameEnabled: z.boolean(), mobileEnabled: z.boolean() }),
    resources: z.array(DownloadLink),
    /** White-label settings: flag key → on/off. Overlaid on the brand's defaults at run time. */
    whitelabel: z.record(z.string(), z.boolean()),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
  }),
  location: z.object({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const SystemStatusResponse = okEnvelope(SystemStatus);
