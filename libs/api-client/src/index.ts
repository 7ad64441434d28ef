// Public entry of @wl/api-client: the browser transport (no React). Schemas: `@wl/api-client/contract`.
export { createApiClient, buildUrl } from './client/create-api-client';
export type { ApiClient, ApiClientOptions, QueryValue } from './client/create-api-client';
export { createConnectivity, defaultProbeDelaysMs } from './client/connectivity';
export type { BrowserConnectivity, Connectivity, ConnectivityOptions } from './client/connectivity';
export { ApiError, isApiError } from './client/api-error';
export type { ApiErrorDetails, ProtectionRefusalDetails } from './client/api-error';
export { errorMessageKey } from './client/error-message-key';
export type { ErrorMessageKey } from './client/error-message-key';
export { defaultRequestTimeoutMs } from './client/request-deadline';
export { throttleAsync } from './client/throttle';
export { sharedUntilFailed } from './client/shared-until-failed';
export { fetchSystemStatus } from './calls/system-status';
export { earlyAnswersProperty, earlyRequest, withEarlyAnswers } from './client/early-answers';
export type { EarlyRequest } from './client/early-answers';
