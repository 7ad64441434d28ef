import { isApiError } from '@wl/api-client';

/** The pack key of the message to show for a failed call (the contract's error code mapping). */
export function errorKey(error: unknown): string {
  return isApiError(error) ? error.messageKey : 'errors.unknown';
}
