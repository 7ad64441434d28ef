// Server-safe contract: zod schemas and pure helpers shared by the platform and the client.
export { errorCodes, ErrorCode, ErrorEnvelope, okEnvelope } from './envelope';
export type { OkEnvelope } from './envelope';
export { encodeServicePath, decodeServicePath, SERVICE_PATH_KEY_LENGTH } from './service-path';
export {
  CustomerServiceEntry,
  DownloadLink,
  MobileTemplate,
  SystemStatus,
  SystemStatusResponse,
  resourceTypes,
  systemStatusPath,
} from './system-status';
export { MerchantCode, WpsHeaders } from './request-headers';
export { Health, healthPath } from './health';
export { OpsSwitches, OpsSwitchesBody, OpsSwitchesParams, OpsSwitchesResponse, opsSwitchesPath } from './ops-switches';
