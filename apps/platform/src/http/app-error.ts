import type { ErrorCode, ErrorEnvelope } from '@wl/api-client/contract/envelope';
import { errorStatus, situationStatus } from './error-status';
import type { ErrorSituation } from './error-status';

/** A failure meant for the caller: stable code (its HTTP status follows from it), readable message, optional details. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly value: ErrorEnvelope['value'];

  constructor(code: ErrorCode, message: string, value?: ErrorEnvelope['value']) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
    this.code = code;
    this.value = value;
  }

  /** The error of one of the few situations whose status differs from its code's (see `situationStatus`). */
  static in(situation: ErrorSituation, message: string, value?: ErrorEnvelope['value']): AppError {
    const { code, status } = situationStatus[situation];
    const error = new AppError(code, message, value);
    (error as { statusCode: number }).statusCode = status;
    return error;
  }
}

export function errorEnvelope(code: ErrorCode, message: string, value?: ErrorEnvelope['value']): ErrorEnvelope {
  return value === undefined ? { success: false, code, message } : { success: false, code, message, value };
}
