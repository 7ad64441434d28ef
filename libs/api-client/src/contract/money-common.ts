import { z } from 'zod/mini';

/**
 * Pieces shared by the money calls (deposit, withdrawal, records, rewards): the idempotency key,
 * date ranges, paging and the masking of personal data in answers.
 */

/**
 * Request header of calls that move money (deposits, withdrawals, transfers). The same key with the
 * same body answers the first answer again; the same key with another body is refused (409
 * IDEMPOTENCY_CONFLICT). A client makes one key per intended operation and reuses it for retries.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKey = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16–64 letters, digits, _ or -'));

/** The six digits of a payment (withdrawal) password. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
export const PaymentPassword = z.string().check(z.regex(PAYMENT_PASSWORD_PATTERN, 'must be 6 digits'));

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isDateString(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const DateString = z.string().check(z.refine(isDateString, 'must be a date like 2024-05-31'));

/** Longest range a records query may ask for. */
export const MAX_RANGE_DAYS = 93;
const DAY_MS = 86_400_000;

/**
 * The instants a local date range covers: from the start of `startDate` to the end of `endDate`
 * (exclusive), in the caller's time zone. `tzOffset` is minutes as `Date#getTimezoneOffset` gives
 * them (UTC − local: -480 in Manila, 180 in São Paulo).
 */
export function dayRange(startDate: string, endDate: string, tzOffset: number): { from: number; to: number } {
  const start = Date.parse(`${startDate}T00:00:00Z`) + tzOffset * 60_000;
  const end = Date.parse(`${endDate}T00:00:00Z`) + tzOffset * 60_000 + DAY_MS;
  return { from: start, to: end };
}

/** The local date (YYYY-MM-DD) of an instant for a time-zone offset as `Date#getTimezoneOffset` gives it. */
export function localDate(ms: number, tzOffset: number): string {
  return new Date(ms - tzOffset * 60_000).toISOString().slice(0, 10);
}

/** Days between two dates written YYYY-MM-DD (end − start). */
export function daysBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS);
}

const intParam = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int('must be a whole number'), z.gte(min), z.lte(max)), fallback);

/** Paging of a records list: pages count from 1; at most 100 rows a page. */
export const pagingShape = {
  page: intParam(1, 100_000, 1),
  size: intParam(1, 100, 20),
};

/** A date range (local dates of the caller, at most 93 days) with paging. */
export const rangeShape = {
  startDate: DateString,
  endDate: DateString,
  /** Minutes, as the browser's `Date#getTimezoneOffset` (UTC − local). */
  tzOffset: intParam(-840, 840, 0),
  ...pagingShape,
};

/** Checks shared by every ranged query: the end is not before the start and the range is at most 93 days. */
type Range = { startDate: string; endDate: string };
export const rangeChecks = [
  z.refine<Range>((q) => !isDateString(q.startDate) || !isDateString(q.endDate) || q.endDate >= q.startDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  }),
  z.refine<Range>(
    (q) =>
      !isDateString(q.startDate) || !isDateString(q.endDate) || daysBetween(q.startDate, q.endDate) < MAX_RANGE_DAYS,
    { message: `the range may cover at most ${MAX_RANGE_DAYS} days`, path: ['endDate'] },
  ),
] as const;

export const RangeQuery = z.object(rangeShape).check(...rangeChecks);
/** What a client sends (the query string carries these as text; the schema coerces them). */
export interface RangeParams {
  startDate: string;
  endDate: string;
  tzOffset?: number;
  page?: number;
  size?: number;
}
export type RangeQuery = RangeParams;

/** A page of a list: `content`, `pageNum` (from 1), `totalPages` and `total` rows (spec: content, pageNum, totalPages). */
export function pageOf<T extends z.core.$ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.number(),
    totalPages: z.number(),
    total: z.number(),
  });
}
export type Page<T> = { content: T[]; pageNum: number; totalPages: number; total: number };

/** A card number in answers: only the last four digits, e.g. `**** **** **** 1234`. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4)}`;
}

/** An e-mail address in answers: `d***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A person's name in answers: the first letter of each word, e.g. `J*** D*** C***`. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0] ?? ''}***`)
    .join(' ');
}

/** A mobile number in answers: `+63******4567`. */
export function maskMobile(e164: string): string {
  if (e164.length <= 7) return '***';
  return `${e164.slice(0, 3)}${'*'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}
