import type { ErrorCode, ErrorEnvelope } from '@wl/api-client/contract';

/** A failure meant for the caller: HTTP status, stable code, readable message, optional details. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly value: ErrorEnvelope['value'];

  constructor(statusCode: number, code: ErrorCode, message: string, value?: ErrorEnvelope['value']) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.value = value;
  }
}

export function errorEnvelope(code: ErrorCode, message: string, value?: ErrorEnvelope['value']): ErrorEnvelope {
  return value === undefined ? { success: false, code, message } : { success: false, code, message, value };
}
