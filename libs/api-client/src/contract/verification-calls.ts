import { z } from 'zod/mini';
import { CountryDialingCode, MobileNum } from './account-rules';

/** GET /wps/captcha: a new image challenge (a PNG as base64, spec: "base64 png image"). */
export const CaptchaChallenge = z.object({
  captchaId: z.string(),
  /** base64 of a PNG, without the data: prefix. */
  image: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/**
 * Slider challenge before an SMS is sent: GET gives a background with a gap and a piece at row
 * `pieceY`; the user drags the piece to the gap; POST the position reached and the drag time.
 * A correct answer gives a single-use `sliderToken` valid for 2 minutes.
 */
export const SliderChallenge = z.object({
  challengeId: z.string(),
  /** base64 PNGs. */
  background: z.string(),
  piece: z.string(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
  pieceY: z.number(),
});
export type SliderChallenge = z.infer<typeof SliderChallenge>;
export const SliderAnswer = z.object({
  challengeId: z.string().check(z.maxLength(64)),
  /** Left edge of the piece in background pixels when released. */
  x: z.number().check(z.gte(0), z.lte(2000)),
  durationMs: z.number().check(z.gte(0), z.lte(120_000)),
});
export const SliderResult = z.object({ sliderToken: z.string() });

/** SMS code request (spec: mobileNum, countryDialingCode and the slider result). */
export const SendSmsRequest = z.object({
  mobileNum: MobileNum,
  countryDialingCode: CountryDialingCode,
  sliderToken: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type SendSmsRequest = z.infer<typeof SendSmsRequest>;
/** value.expirationTime: ms since epoch when the code expires (the countdown's end). */
export const SendSmsResult = z.object({ expirationTime: z.number() });

export const smsPurposes = ['register', 'login', 'reset'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

/** Dev-only outboxes (absent in production mode): what the dev SMS and e-mail providers "sent". */
export const OutboxQuery = z.object({ to: z.string().check(z.minLength(1), z.maxLength(254)) });
export const OutboxMessage = z.object({
  to: z.string(),
  purpose: z.string(),
  /** The code (SMS) or the reset token (e-mail). */
  code: z.string(),
  text: z.string(),
  sentAt: z.number(),
});
export const Outbox = z.object({ messages: z.array(OutboxMessage) });

/** Dev-only captcha answers (absent in production mode): `?id=` of an image challenge → its answer, null when unknown. */
export const DevCaptchaQuery = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export const DevCaptchaAnswer = z.object({ answer: z.nullable(z.string()) });
