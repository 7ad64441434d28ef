import type { SmsPurpose } from '@wl/api-client/contract/verification-calls';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { at } from '../../db/clock';
import { sha256Hex } from '../secret-token';
import type { SmsProvider } from './providers';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_RESEND_AFTER_MS,
  randomSmsCode,
  sendRefusal,
  sendWindows,
} from './sms-rules';

const codeHash = (merchantCode: string, mobileE164: string, purpose: SmsPurpose, code: string) =>
  sha256Hex(`${merchantCode}|${mobileE164}|${purpose}|${code}`);

const texts: Record<SmsPurpose, (code: string) => string> = {
  register: (code) => `Your registration code is ${code}. It is valid for 5 minutes.`,
  login: (code) => `Your login code is ${code}. It is valid for 5 minutes.`,
  reset: (code) => `Your password reset code is ${code}. It is valid for 5 minutes.`,
};

export interface SendRequest {
  merchantCode: string;
  mobileE164: string;
  purpose: SmsPurpose;
  address: string;
  /** False when no SMS should leave (e.g. a login code for a number no account holds); the answer is the same. */
  deliver: boolean;
}

/**
 * Throttles and sends a code. The throttles are counted in the database under a lock per number, so
 * several processes agree. Returns when a new code may be requested (now + 60 s).
 */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  request: SendRequest,
  addressLimitPerHour: number,
  now: number,
): Promise<number> {
  const code = randomSmsCode();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${request.merchantCode}:${request.mobileE164}`]);
    const [counts] = await tx.query<{ minute: number; hour: number; address: number }>(
      `SELECT
         (SELECT count(*)::int FROM sms_send_log WHERE merchant_code = $1 AND mobile_e164 = $2 AND purpose = $3 AND sent_at > $5::timestamptz) AS minute,
         (SELECT count(*)::int FROM sms_send_log WHERE merchant_code = $1 AND mobile_e164 = $2 AND purpose = $3 AND sent_at > $6::timestamptz) AS hour,
         (SELECT count(*)::int FROM sms_send_log WHERE address = $4 AND sent_at > $6::timestamptz) AS address`,
      [
        request.merchantCode,
        request.mobileE164,
        request.purpose,
        request.address,
        at(now - sendWindows.minute),
        at(now - sendWindows.hour),
      ],
    );
    const refusal = sendRefusal(
      {
        numberLastMinute: counts?.minute ?? 0,
        numberLastHour: counts?.hour ?? 0,
        addressLastHour: counts?.address ?? 0,
      },
      addressLimitPerHour,
    );
    if (refusal === 'wait')
      throw new AppError('RATE_LIMITED', 'A code was sent less than a minute ago. Please wait before asking again.');
    if (refusal) throw new AppError('RATE_LIMITED', 'Too many codes requested. Please try again later.');
    await tx.query(
      'INSERT INTO sms_send_log (merchant_code, mobile_e164, purpose, address, sent_at) VALUES ($1, $2, $3, $4, $5::timestamptz)',
      [request.merchantCode, request.mobileE164, request.purpose, request.address, at(now)],
    );
    if (!request.deliver) return;
    // A new code replaces the earlier ones for the number and purpose.
    await tx.query(
      `UPDATE sms_codes SET used_at = $4::timestamptz WHERE merchant_code = $1 AND mobile_e164 = $2 AND purpose = $3 AND used_at IS NULL`,
      [request.merchantCode, request.mobileE164, request.purpose, at(now)],
    );
    await tx.query(
      `INSERT INTO sms_codes (merchant_code, mobile_e164, purpose, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)`,
      [
        request.merchantCode,
        request.mobileE164,
        request.purpose,
        codeHash(request.merchantCode, request.mobileE164, request.purpose, code),
        at(now + SMS_CODE_TTL_MS),
        at(now),
      ],
    );
  });
  if (request.deliver)
    await sms.send(request.mobileE164, texts[request.purpose](code), { purpose: request.purpose, code });
  return now + SMS_RESEND_AFTER_MS;
}

/**
 * Checks a code: the latest live code of the number and purpose must match. A wrong try counts; after
 * 5 the code is dead. A right code is used up. False for every failure (wrong, expired, none sent).
 */
export async function verifySmsCode(
  db: Queryable,
  target: { merchantCode: string; mobileE164: string; purpose: SmsPurpose },
  code: string,
  now: number,
): Promise<boolean> {
  const [row] = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM sms_codes
      WHERE merchant_code = $1 AND mobile_e164 = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4::timestamptz
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [target.merchantCode, target.mobileE164, target.purpose, at(now)],
  );
  if (!row) return false;
  if (row.code_hash === codeHash(target.merchantCode, target.mobileE164, target.purpose, code)) {
    const used = await db.query(
      'UPDATE sms_codes SET used_at = $2::timestamptz WHERE id = $1 AND used_at IS NULL RETURNING id',
      [row.id, at(now)],
    );
    return used.length === 1;
  }
  await db.query(
    `UPDATE sms_codes SET attempts = attempts + 1,
            used_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE used_at END
      WHERE id = $1`,
    [row.id, SMS_CODE_MAX_ATTEMPTS, at(now)],
  );
  return false;
}

export function verificationFailed(): AppError {
  return new AppError('VERIFICATION_CODE_ERROR', 'The verification code is wrong or has expired.');
}
