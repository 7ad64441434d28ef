/** What decides the headers of one `/wps` request. */
export interface WireHeaderInput {
  /** The `Merchant` header: the brand's merchant code, or the session's. */
  merchant: string;
  /** Upper-case platform language code (EN, PT, TY…). */
  language: string;
  /** 'web', or the spec's OTHERS when running as an installed web app. */
  device: string;
  /** The session token; absent for visitors. */
  token?: string;
  /** The white-label flag guarding the call. */
  moduleId?: string;
  /** One key per intended money operation. */
  idempotencyKey?: string;
  /** The request carries a JSON body. */
  json?: boolean;
}

/**
 * The headers of one request, built in one place: the transport sends them, and the page's start script sends the
 * same ones for the first calls it makes before the app runs (early-answers.ts), so the two can be compared.
 */
export function wireHeaders(input: WireHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Merchant: input.merchant,
    Language: input.language.toUpperCase(),
    Device: input.device,
  };
  if (input.token) headers.Authorization = input.token;
  if (input.moduleId) headers.ModuleId = input.moduleId;
  if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
  if (input.json) headers['Content-Type'] = 'application/json';
  return headers;
}
