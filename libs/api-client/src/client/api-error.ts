import type { ErrorCode } from '../contract/envelope';
import { errorMessageKey } from './error-message-key';

export interface ApiErrorDetails {
  /** HTTP status, 0 when the request never reached the server. */
  status: number;
  /** Request path, for logs only (never shown to users). */
  path: string;
  /** A failed login asks for the captcha with `captcha: true`. */
  captcha?: boolean;
  fields?: { field: string; problem: string }[];
  /** The call got no complete answer in time (the client's request timeout). */
  timedOut?: boolean;
  /** Player-protection refusals: when it ends, or which limit and what is left (docs/decisions/0038). */
  refusal?: ProtectionRefusalDetails;
}

export interface ProtectionRefusalDetails {
  /** ISO time the exclusion or time-out ends; null = permanent. */
  until?: string | null;
  kind?: string;
  period?: string;
  /** Money decimal (minutes for a session-time limit). */
  remaining?: string;
}

/**
 * The one error type of the client: a stable code from the contract, the server's (or our)
 * message for logs, and the i18n key of the spec's error catalogue to show to users.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly status: number;
  readonly path: string;
  readonly captcha: boolean;
  readonly fields: { field: string; problem: string }[];
  readonly refusal: ProtectionRefusalDetails | null;
  readonly timedOut: boolean;

  constructor(code: ErrorCode, message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.messageKey = errorMessageKey(code);
    this.status = details.status;
    this.path = details.path;
    this.captcha = details.captcha ?? false;
    this.fields = details.fields ?? [];
    this.refusal = details.refusal ?? null;
    this.timedOut = details.timedOut ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
