import { errorCodes, type ErrorCode } from '../contract/envelope';

/** `TWO_STEP_EXPIRED` → `twoStepExpired`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<Camel<Tail>>}`
  : Lowercase<S>;

/** The codes whose catalogue message has another name than the code's own (the spec's catalogue names them). */
const renamed = {
  SESSION_EXPIRED: 'errors.loggedOut',
  USER_NOT_FOUND_OR_DISABLED: 'errors.userNotFound',
  CAPTCHA_WRONG: 'errors.verificationCode',
  VERIFICATION_CODE_ERROR: 'errors.verificationCode',
  NOT_FOUND: 'errors.urlEmpty',
  MAINTENANCE: 'errors.systemUpgrading',
  REGION_RESTRICTED: 'errors.accessDenied',
  EXCLUSION_ENDED_CONTACT_SUPPORT: 'errors.exclusionEnded',
} as const satisfies Partial<Record<ErrorCode, string>>;
type Renamed = keyof typeof renamed;

export type ErrorMessageKey = (typeof renamed)[Renamed] | `errors.${Camel<Exclude<ErrorCode, Renamed>>}`;

/**
 * Stable error code → message key of the spec's error catalogue (packs: `errors.*`): the code in camel case
 * (`RATE_LIMITED` → `errors.rateLimited`) unless the catalogue names it otherwise; a code outside the contract is
 * `errors.unknown`. Written as a rule, not a table of every code: it sits in the first render's JavaScript.
 */
export function errorMessageKey(code: ErrorCode): ErrorMessageKey {
  if (!errorCodes.includes(code)) return 'errors.unknown';
  const name = renamed[code as Renamed];
  if (name) return name;
  const [head = '', ...tail] = code.toLowerCase().split('_');
  return `errors.${head}${tail.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}` as ErrorMessageKey;
}
