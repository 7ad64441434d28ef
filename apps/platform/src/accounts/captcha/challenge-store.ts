import type { CaptchaChallenge, SliderChallenge } from '@wl/api-client/contract/verification-calls';
import type { Queryable } from '../../db/db';
import { MINUTE, at } from '../../db/clock';
import { randomToken, sha256Hex } from '../secret-token';
import { drawCaptcha, randomCaptchaText } from './captcha-image';
import { PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH, drawSlider, randomGap } from './slider-image';
import { captchaMatches, sliderAccepted } from './slider-rules';

export const CAPTCHA_TTL_MS = 5 * MINUTE;
export const SLIDER_CHALLENGE_TTL_MS = 5 * MINUTE;
export const SLIDER_TOKEN_TTL_MS = 2 * MINUTE;

/** A new image captcha; its answer is kept (upper case) for 5 minutes. */
export async function createCaptcha(db: Queryable, now: number): Promise<CaptchaChallenge> {
  const text = randomCaptchaText();
  const captchaId = randomToken(18);
  await db.query('DELETE FROM captcha_challenges WHERE expires_at < $1::timestamptz', [at(now)]);
  await db.query('INSERT INTO captcha_challenges (id, answer, expires_at) VALUES ($1, $2, $3::timestamptz)', [
    captchaId,
    text,
    at(now + CAPTCHA_TTL_MS),
  ]);
  return { captchaId, image: drawCaptcha(text) };
}

/** Checks a captcha answer; the challenge is used up by any check, right or wrong. */
export async function checkCaptcha(db: Queryable, captchaId: string, given: string, now: number): Promise<boolean> {
  const [row] = await db.query<{ answer: string; expires_at: Date }>(
    'DELETE FROM captcha_challenges WHERE id = $1 RETURNING answer, expires_at',
    [captchaId],
  );
  return !!row && new Date(row.expires_at).getTime() > now && captchaMatches(given, row.answer);
}

export async function createSlider(db: Queryable, now: number): Promise<SliderChallenge> {
  const gap = randomGap();
  const challengeId = randomToken(18);
  await db.query('DELETE FROM slider_challenges WHERE expires_at < $1::timestamptz', [at(now)]);
  await db.query('INSERT INTO slider_challenges (id, target_x, expires_at) VALUES ($1, $2, $3::timestamptz)', [
    challengeId,
    gap.x,
    at(now + SLIDER_CHALLENGE_TTL_MS),
  ]);
  const images = drawSlider(gap);
  return { challengeId, ...images, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceSize: PIECE_SIZE, pieceY: gap.y };
}

/** Checks a slider answer (the challenge is used up); a right one gives a single-use token valid 2 minutes. */
export async function answerSlider(
  db: Queryable,
  answer: { challengeId: string; x: number; durationMs: number },
  now: number,
): Promise<string | null> {
  const [row] = await db.query<{ target_x: number; expires_at: Date }>(
    'DELETE FROM slider_challenges WHERE id = $1 RETURNING target_x, expires_at',
    [answer.challengeId],
  );
  if (!row || new Date(row.expires_at).getTime() <= now || !sliderAccepted(answer, row.target_x)) return null;
  const token = randomToken();
  await db.query('DELETE FROM slider_tokens WHERE expires_at < $1::timestamptz', [at(now)]);
  await db.query('INSERT INTO slider_tokens (token_hash, expires_at) VALUES ($1, $2::timestamptz)', [
    sha256Hex(token),
    at(now + SLIDER_TOKEN_TTL_MS),
  ]);
  return token;
}

/** Uses up a slider token: true once, for a token that has not expired. */
export async function consumeSliderToken(db: Queryable, token: string, now: number): Promise<boolean> {
  const [row] = await db.query<{ expires_at: Date }>(
    'DELETE FROM slider_tokens WHERE token_hash = $1 RETURNING expires_at',
    [sha256Hex(token)],
  );
  return !!row && new Date(row.expires_at).getTime() > now;
}
