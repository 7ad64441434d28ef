import { isApiError } from '@wl/api-client';

/**
 * The message of a failed call as a pack key with its values. Player-protection refusals carry
 * details the message names: when an exclusion or time-out ends (`until`, or the permanent wording
 * when it never ends) and what is left of a limit (`remaining`, money or minutes). Pure: the
 * formatting of dates and amounts is passed in.
 */
export interface ErrorFormat {
  /** An ISO instant as the page shows dates. */
  date: (iso: string) => string;
  /** A money decimal in the brand's currency. */
  money: (decimal: string) => string;
  /** Whole minutes (what is left of a session-time limit). */
  minutes: (minutes: string) => string;
}

export interface ErrorMessage {
  key: string;
  values?: Record<string, string>;
}

export function errorMessage(error: unknown, format: ErrorFormat): ErrorMessage {
  if (!isApiError(error)) return { key: 'errors.unknown' };
  const refusal = error.refusal;
  switch (error.code) {
    case 'PLAYER_EXCLUDED':
    case 'PLAYER_TIMED_OUT': {
      const until = refusal?.until;
      if (until) return { key: error.messageKey, values: { until: format.date(until) } };
      // An exclusion without an end is permanent; a time-out always has one.
      return error.code === 'PLAYER_EXCLUDED' && until === null
        ? { key: 'errors.playerExcludedPermanent' }
        : { key: error.messageKey, values: { until: '—' } };
    }
    case 'LIMIT_EXCEEDED': {
      const remaining = refusal?.remaining ?? '0';
      return {
        key: error.messageKey,
        values: { remaining: refusal?.kind === 'session' ? format.minutes(remaining) : format.money(remaining) },
      };
    }
    default:
      return { key: error.messageKey };
  }
}
